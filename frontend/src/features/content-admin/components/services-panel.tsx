// Staff's services: add one, or change or retire one (its slug stays: it is the page's address).
import { useState, type FormEvent } from 'react';
import type { Service } from '../../../../../shared/schemas/content/services';
import { DEVICE_TYPES, type DeviceType } from '../../../../../shared/schemas/repairs/device';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextAreaField } from '../../../components/form/textarea-field';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { useCreateService, useUpdateService } from '../api/content-admin';
import { WriteError } from './write-result';
import { VatTreatmentField } from '../../../components/form/vat-treatment-field';
import type { VatTreatment } from '../../../../../shared/sales/vat-display';

interface ServiceForm {
  id: string;
  name: string;
  summary: string;
  description: string;
  deviceTypes: DeviceType[];
  duration: string;
  warrantyMonths: string;
  retired: boolean;
  vatTreatment: VatTreatment;
}

const BLANK: ServiceForm = { id: '', name: '', summary: '', description: '', deviceTypes: ['phone'], duration: '', warrantyMonths: '12', retired: false, vatTreatment: 'standard' };

export function ServicesPanel({ services }: { services: readonly Service[] }) {
  const [editing, setEditing] = useState<string | null>(null);
  const [form, setForm] = useState<ServiceForm>(BLANK);
  const create = useCreateService();
  const update = useUpdateService();
  const write = editing ? update : create;
  const set = <K extends keyof ServiceForm>(key: K, value: ServiceForm[K]) => setForm((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { id, warrantyMonths, ...rest } = form;
    const body = { ...rest, warrantyMonths: Number(warrantyMonths) };
    const done = { onSuccess: (saved: Service) => toast({ title: 'Service saved', description: saved.name, variant: 'success' }) };
    if (editing) update.mutate({ id: editing, body }, done);
    else create.mutate({ id, ...body }, done);
  };

  return (
    <div className="grid gap-6">
      <form onSubmit={submit} aria-labelledby="service-form-title" className="grid gap-4 rounded-2xl border border-border bg-surface p-5">
        <h2 id="service-form-title" className="text-lg font-semibold">
          {editing ? `Change ${form.name}` : 'Add a service'}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Slug (address)" name="id" value={form.id} disabled={editing !== null} hint="e.g. screen-repair" onChange={(e) => set('id', e.target.value)} />
          <TextField label="Name" name="name" value={form.name} onChange={(e) => set('name', e.target.value)} />
          <TextField label="Summary" name="summary" value={form.summary} onChange={(e) => set('summary', e.target.value)} />
          <TextField label="Typical duration" name="duration" value={form.duration} onChange={(e) => set('duration', e.target.value)} />
          <TextField label="Warranty (months)" name="warrantyMonths" inputMode="numeric" value={form.warrantyMonths} onChange={(e) => set('warrantyMonths', e.target.value)} />
          <VatTreatmentField value={form.vatTreatment} onChange={(treatment) => set('vatTreatment', treatment)} />
          <fieldset className="grid gap-2">
            <legend className="text-sm font-medium">Device types</legend>
            <div className="flex gap-4">
              {DEVICE_TYPES.map((type) => (
                <label key={type} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="h-4 w-4 accent-cyan-400"
                    checked={form.deviceTypes.includes(type)}
                    onChange={(e) => set('deviceTypes', e.target.checked ? [...form.deviceTypes, type] : form.deviceTypes.filter((t) => t !== type))}
                  />
                  {type}
                </label>
              ))}
            </div>
          </fieldset>
        </div>
        <TextAreaField label="What the repair involves" name="description" rows={5} value={form.description} onChange={(e) => set('description', e.target.value)} />
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="h-4 w-4 accent-cyan-400" checked={form.retired} onChange={(e) => set('retired', e.target.checked)} />
          Retired (off the public pages)
        </label>
        <WriteError error={write.error} />
        <div className="flex gap-3">
          <SubmitButton pending={write.isPending} pendingLabel="Saving..." size="md">
            Save service
          </SubmitButton>
          <Button variant="ghost" onClick={() => (setEditing(null), setForm(BLANK))}>
            New service
          </Button>
        </div>
      </form>
      <ul className="grid gap-2">
        {services.map((service) => (
          <li key={service.id} className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-border bg-surface px-4 py-3">
            <span>
              <span className="font-medium">{service.name}</span> <span className="text-sm text-subtle">/{service.id}</span>
              {service.retired ? <span className="ml-2 text-xs text-subtle">(retired)</span> : null}
            </span>
            <Button
              size="sm"
              variant="outline"
              aria-label={`Edit ${service.name}`}
              onClick={() => {
                setEditing(service.id);
                setForm({ ...service, deviceTypes: [...service.deviceTypes], warrantyMonths: String(service.warrantyMonths), vatTreatment: service.vatTreatment ?? 'standard' });
              }}
            >
              Edit
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
