// Staff's price list: every row (retired ones too) with a search, one form that adds or changes a
// row (a row is its service, make and model), and CSV import and export.
import { useDeferredValue, useState, type FormEvent } from 'react';
import { PRICE_KINDS, type PriceInput, type PriceRow, type Service } from '../../../../../shared/schemas/content/services';
import { DEVICE_TYPES, type DeviceType } from '../../../../../shared/schemas/repairs/device';
import { formatPence } from '../../../../../shared/money';
import { priceText } from '../../../components/content/price-text';
import { inputClasses, labelClasses } from '../../../components/form/field-classes';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { serverMessage } from '../../../lib/server-message';
import { parsePounds } from '../../../utils/intake-form';
import { exportPrices, useImportPrices, useSavePrice } from '../api/content-admin';
import { WriteError } from './write-result';
import { VatTreatmentField } from '../../../components/form/vat-treatment-field';
import type { VatTreatment } from '../../../../../shared/sales/vat-display';
import { ScrollRegion } from '../../../components/ui/scroll-region';

interface RowForm {
  serviceId: string;
  make: string;
  model: string;
  deviceType: DeviceType;
  kind: PriceInput['kind'];
  price: string;
  grades: string;
  duration: string;
  retired: boolean;
  vatTreatment: VatTreatment;
}

const blank = (serviceId: string): RowForm => ({ serviceId, make: '', model: '', deviceType: 'phone', kind: 'fixed', price: '', grades: '', duration: '', retired: false, vatTreatment: 'standard' });

function formOf(row: PriceRow): RowForm {
  return {
    serviceId: row.serviceId,
    make: row.make,
    model: row.model,
    deviceType: row.deviceType,
    kind: row.kind,
    price: row.pricePence === undefined ? '' : (row.pricePence / 100).toFixed(2),
    grades: row.grades.map((g) => `${g.name}=${(g.pricePence / 100).toFixed(2)}`).join('; '),
    duration: row.duration ?? '',
    retired: row.retired,
    vatTreatment: row.vatTreatment ?? 'standard',
  };
}

/** The form as the API's input, or the first thing wrong with it. */
export function priceInputFrom(form: RowForm): { input: PriceInput } | { error: string } {
  const price = parsePounds(form.price, 'Price');
  if ('error' in price) return { error: price.error };
  const grades = [];
  for (const part of form.grades.split(';').map((p) => p.trim()).filter(Boolean)) {
    const [name = '', amount = ''] = part.split('=').map((p) => p.trim());
    const parsed = parsePounds(amount, 'Grade price');
    if (!name || 'error' in parsed || parsed.pence === null) return { error: `Write each grade as Name=price, e.g. Original=189.00 ("${part}")` };
    grades.push({ name, pricePence: parsed.pence });
  }
  return {
    input: {
      serviceId: form.serviceId,
      make: form.make,
      model: form.model,
      deviceType: form.deviceType,
      kind: form.kind,
      ...(price.pence !== null ? { pricePence: price.pence } : {}),
      ...(grades.length ? { grades } : {}),
      ...(form.duration.trim() ? { duration: form.duration.trim() } : {}),
      retired: form.retired,
      vatTreatment: form.vatTreatment,
    },
  };
}

function download(filename: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: filename });
  link.click();
  URL.revokeObjectURL(url);
}

export function PricesPanel({ services, rows }: { services: readonly Service[]; rows: readonly PriceRow[] }) {
  const [form, setForm] = useState<RowForm>(blank(services[0]?.id ?? ''));
  const [problem, setProblem] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [csv, setCsv] = useState('');
  const deferred = useDeferredValue(search.toLowerCase());
  const save = useSavePrice();
  const importer = useImportPrices();
  const names = new Map(services.map((s) => [s.id, s.name]));
  const shown = rows.filter((r) => `${r.make} ${r.model} ${names.get(r.serviceId) ?? ''}`.toLowerCase().includes(deferred));
  const set = <K extends keyof RowForm>(key: K, value: RowForm[K]) => setForm((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = priceInputFrom(form);
    if ('error' in result) return setProblem(result.error);
    setProblem(null);
    save.mutate(result.input, { onSuccess: (row) => toast({ title: 'Price saved', description: `${row.make} ${row.model}: ${priceText(row)}`, variant: 'success' }) });
  };

  return (
    // One column that may be narrower than its widest content (a long service name in a select, the
    // price rows' table, which scrolls): on a phone the page does not scroll sideways.
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-6">
      <form onSubmit={submit} aria-labelledby="price-form-title" className="grid gap-4 rounded-2xl border border-border bg-surface p-5">
        <h2 id="price-form-title" className="text-lg font-semibold">
          Add or change a price
        </h2>
        <div className="grid gap-4 sm:grid-cols-3">
          <div className="grid gap-2">
            <label htmlFor="price-service" className={labelClasses}>
              Service
            </label>
            <select id="price-service" value={form.serviceId} onChange={(e) => set('serviceId', e.target.value)} className={inputClasses(false)}>
              {services.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </div>
          <TextField label="Make" name="make" value={form.make} onChange={(e) => set('make', e.target.value)} />
          <TextField label="Model" name="model" value={form.model} onChange={(e) => set('model', e.target.value)} />
          <div className="grid gap-2">
            <label htmlFor="price-type" className={labelClasses}>
              Device type
            </label>
            <select id="price-type" value={form.deviceType} onChange={(e) => set('deviceType', e.target.value as DeviceType)} className={inputClasses(false)}>
              {DEVICE_TYPES.map((t) => (
                <option key={t}>{t}</option>
              ))}
            </select>
          </div>
          <div className="grid gap-2">
            <label htmlFor="price-kind" className={labelClasses}>
              Price type
            </label>
            <select id="price-kind" value={form.kind} onChange={(e) => set('kind', e.target.value as RowForm['kind'])} className={inputClasses(false)}>
              {PRICE_KINDS.map((k) => (
                <option key={k} value={k}>
                  {k === 'quote' ? 'Quote on inspection' : k === 'from' ? 'From' : 'Fixed'}
                </option>
              ))}
            </select>
          </div>
          <TextField label="Price (£)" name="price" inputMode="decimal" value={form.price} onChange={(e) => set('price', e.target.value)} />
          <TextField label="Part grades" name="grades" optional hint="Original=189.00; Compatible=119.00" value={form.grades} onChange={(e) => set('grades', e.target.value)} />
          <TextField label="Typical duration" name="duration" optional value={form.duration} onChange={(e) => set('duration', e.target.value)} />
          <VatTreatmentField value={form.vatTreatment} onChange={(treatment) => set('vatTreatment', treatment)} />
          <label className="flex items-center gap-2 self-end pb-3 text-sm">
            <input type="checkbox" checked={form.retired} onChange={(e) => set('retired', e.target.checked)} className="h-4 w-4 accent-cyan-400" />
            Retired (hidden from the public)
          </label>
        </div>
        {problem ? <p className="text-sm font-medium text-danger">{problem}</p> : null}
        <WriteError error={save.error} />
        <div className="flex gap-3">
          <SubmitButton pending={save.isPending} pendingLabel="Saving..." size="md">
            Save price
          </SubmitButton>
          <Button variant="ghost" onClick={() => setForm(blank(form.serviceId))}>
            Clear
          </Button>
        </div>
      </form>

      <section aria-labelledby="csv-title" className="grid gap-3 rounded-2xl border border-border bg-surface p-5">
        <h2 id="csv-title" className="text-lg font-semibold">
          CSV import and export
        </h2>
        <div className="flex flex-wrap gap-3">
          <Button
            variant="outline"
            onClick={() =>
              void exportPrices().then(
                (file) => download(file.filename, file.csv),
                (error: unknown) => toast({ title: 'Export failed', description: serverMessage(error), variant: 'destructive' }),
              )
            }
          >
            Export price list (CSV)
          </Button>
          <label className={`${inputClasses(false)} cursor-pointer`}>
            <span className="sr-only">Choose a CSV file to import</span>
            <input type="file" accept=".csv,text/csv" onChange={(e) => void e.target.files?.[0]?.text().then(setCsv)} />
          </label>
        </div>
        <label htmlFor="csv-text" className={labelClasses}>
          CSV to import
        </label>
        <textarea id="csv-text" rows={4} value={csv} onChange={(e) => setCsv(e.target.value)} className={inputClasses(false, 'font-mono text-xs', true)} />
        <WriteError error={importer.error} />
        <div>
          <Button
            disabled={!csv.trim() || importer.isPending}
            onClick={() =>
              importer.mutate(csv, {
                onSuccess: (result) => {
                  toast({ title: 'Price list imported', description: `${result.created} added, ${result.updated} updated`, variant: 'success' });
                  setCsv('');
                },
              })
            }
          >
            {importer.isPending ? 'Importing...' : 'Import CSV'}
          </Button>
        </div>
      </section>

      <section aria-labelledby="rows-title" className="grid gap-3">
        <h2 id="rows-title" className="text-lg font-semibold">
          Price list ({rows.length} rows)
        </h2>
        <TextField label="Search" name="price-search" type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
        <ScrollRegion label="Price rows" className="rounded-2xl border border-border">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Price rows</caption>
            <thead className="text-subtle">
              <tr>
                <th scope="col" className="px-3 py-2">Model</th>
                <th scope="col" className="px-3 py-2">Service</th>
                <th scope="col" className="px-3 py-2">Price</th>
                <th scope="col" className="px-3 py-2">Grades</th>
                <th scope="col" className="px-3 py-2">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((row) => (
                <tr key={row.id} className="border-t border-border">
                  <th scope="row" className="px-3 py-2 font-medium">
                    {row.make} {row.model}
                    {row.retired ? <span className="ml-2 text-xs text-subtle">(retired)</span> : null}
                  </th>
                  <td className="px-3 py-2">{names.get(row.serviceId) ?? row.serviceId}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{priceText(row)}</td>
                  <td className="px-3 py-2 text-muted">{row.grades.map((g) => `${g.name} ${formatPence(g.pricePence)}`).join(' · ')}</td>
                  <td className="px-3 py-2">
                    <Button size="sm" variant="ghost" onClick={() => setForm(formOf(row))} aria-label={`Edit ${row.make} ${row.model}, ${names.get(row.serviceId) ?? row.serviceId}`}>
                      Edit
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </section>
    </div>
  );
}
