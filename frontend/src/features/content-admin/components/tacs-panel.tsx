// Staff's TAC table: the make and model of an IMEI's first 8 digits, for the public IMEI lookup.
import { useState, type FormEvent } from 'react';
import type { Tac } from '../../../../../shared/schemas/content/imei';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { toast } from '../../../lib/toast';
import { useSaveTac } from '../api/content-admin';
import { WriteError } from './write-result';

export function TacsPanel({ tacs }: { tacs: readonly Tac[] }) {
  const [tac, setTac] = useState('');
  const [make, setMake] = useState('');
  const [model, setModel] = useState('');
  const save = useSaveTac();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ tac: tac.trim(), body: { make, model } }, { onSuccess: (saved) => toast({ title: 'TAC saved', description: `${saved.tac}: ${saved.make} ${saved.model}`, variant: 'success' }) });
  };
  return (
    <div className="grid gap-6">
      <form onSubmit={submit} aria-labelledby="tac-form-title" className="grid gap-4 rounded-2xl border border-border bg-surface p-5 sm:grid-cols-4 sm:items-end">
        <h2 id="tac-form-title" className="text-lg font-semibold sm:col-span-4">
          Add or correct a TAC
        </h2>
        <TextField label="TAC (8 digits)" name="tac" inputMode="numeric" value={tac} onChange={(e) => setTac(e.target.value)} />
        <TextField label="Make" name="tac-make" value={make} onChange={(e) => setMake(e.target.value)} />
        <TextField label="Model" name="tac-model" value={model} onChange={(e) => setModel(e.target.value)} />
        <SubmitButton pending={save.isPending} pendingLabel="Saving..." size="md">
          Save TAC
        </SubmitButton>
        <div className="sm:col-span-4">
          <WriteError error={save.error} />
        </div>
      </form>
      <p className="text-sm text-muted">Models are also learned from devices recorded at the counter; this table adds to them and takes precedence.</p>
      <ul className="grid gap-2 sm:grid-cols-2">
        {tacs.map((t) => (
          <li key={t.tac} className="rounded-xl border border-border bg-surface px-4 py-2">
            <span className="font-mono">{t.tac}</span> · {t.make} {t.model}
          </li>
        ))}
      </ul>
    </div>
  );
}
