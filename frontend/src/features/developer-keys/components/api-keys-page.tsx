// /admin/developers/keys: the owner's API keys. Making one shows its secret once, to copy into the
// tool that will use it; the list shows each key's start, permissions, expiry and status; a key can
// be revoked, which holds from its next call (decision 274).
import { useState, type FormEvent } from 'react';
import { addDays, formatDate, londonDay } from '../../../../../shared/dates';
import type { ApiKey, CreatedApiKey } from '../../../../../shared/schemas/api-keys';
import { API_KEY_MAX_DAYS } from '../../../../../shared/schemas/api-keys';
import { API_KEY_CALLS_PER_MINUTE, DEFAULT_KEY_PERMISSIONS, READ_ONLY_PERMISSIONS, keyMayHold } from '../../../../../shared/staff/api-key-permissions';
import { PERMISSIONS } from '../../../../../shared/staff/permission-catalogue';
import { ALL_PERMISSIONS, type Permission } from '../../../../../shared/staff/permissions';
import { FormSubmit, useFormFailure } from '../../../components/form/form-failure';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable } from '../../../components/ui/data-table';
import { QueryContent } from '../../../components/ui/query-content';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { toast } from '../../../lib/toast';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from '../api/api-keys';

/** The permissions a key may hold, by the catalogue's area, in its order. */
const KEY_AREAS: readonly { area: string; permissions: Permission[] }[] = ALL_PERMISSIONS.filter(keyMayHold).reduce<{ area: string; permissions: Permission[] }[]>((areas, permission) => {
  const { area } = PERMISSIONS[permission];
  const last = areas[areas.length - 1];
  if (last?.area === area) last.permissions.push(permission);
  else areas.push({ area, permissions: [permission] });
  return areas;
}, []);

const STATUS_WORDS: Record<ApiKey['status'], string> = { active: 'Active', expired: 'Expired', revoked: 'Revoked' };

/** The last day a key works: the day before the moment it stops. */
const lastDay = (validUntil: string) => formatDate(new Date(Date.parse(validUntil) - 1).toISOString());

export function ApiKeysPage() {
  useDocumentTitle('API keys');
  const keys = useApiKeys();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:px-6">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">API keys</h1>
        <p className="mt-1 text-sm text-muted">
          A key lets another tool call the admin API with <code>Authorization: Bearer &lt;key&gt;</code>, only where its permissions allow, at most {API_KEY_CALLS_PER_MINUTE} calls a minute. Every call
          is in the console log under the key’s name.
        </p>
      </header>
      {created ? <NewSecret created={created} onDone={() => setCreated(null)} /> : <CreateKeyForm onCreated={setCreated} />}
      <section aria-labelledby="keys-heading" className="grid min-w-0 gap-3">
        <h2 id="keys-heading" className="text-xl font-semibold">
          Keys
        </h2>
        <QueryContent query={keys} loadingLabel="Loading the API keys" failedTitle="The API keys could not be loaded">
          {(data) => <KeysTable keys={data.keys} />}
        </QueryContent>
      </section>
    </div>
  );
}

function NewSecret({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.secret);
      toast({ title: 'Key copied', variant: 'success' });
    } catch {
      toast({ title: 'Could not copy: select the key and copy it', variant: 'destructive' });
    }
  };
  return (
    <section aria-labelledby="new-key-heading" className="grid gap-3 rounded-2xl border border-primary bg-surface p-5">
      <h2 id="new-key-heading" className="text-xl font-semibold">
        Copy the key “{created.key.name}” now
      </h2>
      <p className="text-sm text-muted">This is the only time it is shown: the shop keeps only a fingerprint of it. Put it in the tool that will use it; if it is lost, revoke it and make another.</p>
      <label className="grid gap-1 text-sm font-medium">
        New API key
        <input readOnly value={created.secret} onFocus={(event) => event.target.select()} className="w-full rounded-lg border border-border bg-background px-3 py-2 font-mono text-sm" />
      </label>
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => void copy()}>Copy key</Button>
        <Button variant="outline" onClick={onDone}>
          Done
        </Button>
      </div>
    </section>
  );
}

function CreateKeyForm({ onCreated }: { onCreated: (created: CreatedApiKey) => void }) {
  const create = useCreateApiKey();
  const [today] = useState(() => londonDay(new Date()));
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<Permission>>(() => new Set(DEFAULT_KEY_PERMISSIONS));
  const [expiresOn, setExpiresOn] = useState(() => addDays(today, 90));
  const failure = useFormFailure();
  const toggle = (permission: Permission, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(permission);
    else next.delete(permission);
    setChosen(next);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    failure.clear();
    if (!name.trim()) return failure.show('Give the key a name');
    if (chosen.size === 0) return failure.show('Choose at least one permission');
    create.mutate(
      { name: name.trim(), permissions: ALL_PERMISSIONS.filter((permission) => chosen.has(permission)), expiresOn },
      {
        onSuccess: (result) => {
          setName('');
          setChosen(new Set(DEFAULT_KEY_PERMISSIONS));
          onCreated(result);
        },
        onError: failure.onError,
      },
    );
  };
  return (
    <section aria-labelledby="create-key-heading" className="grid gap-3 rounded-2xl border border-border bg-surface p-5">
      <h2 id="create-key-heading" className="text-xl font-semibold">
        Create a key
      </h2>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField label="Key name" name="keyName" maxLength={60} hint="The tool that will use it, e.g. “Accounts spreadsheet”" value={name} onChange={(e) => setName(e.target.value)} />
          <TextField label="Expires on" name="expiresOn" type="date" min={addDays(today, 1)} max={addDays(today, API_KEY_MAX_DAYS)} hint="It works until the end of this day" value={expiresOn} onChange={(e) => setExpiresOn(e.target.value)} />
        </div>
        <fieldset className="grid gap-3">
          <legend className="text-sm font-medium">Permissions</legend>
          <p className="text-sm text-muted">The read-only ones are chosen to start with. A key never manages staff, roles, keys or webhooks.</p>
          <div className="grid gap-4 sm:grid-cols-2">
            {KEY_AREAS.map(({ area, permissions }) => (
              <div key={area} className="grid content-start gap-1">
                <p className="text-xs font-semibold uppercase tracking-wide text-subtle">{area}</p>
                {permissions.map((permission) => (
                  <label key={permission} className="flex min-h-11 items-center gap-2 text-sm">
                    <input type="checkbox" className="h-5 w-5 accent-primary" checked={chosen.has(permission)} onChange={(e) => toggle(permission, e.target.checked)} />
                    {PERMISSIONS[permission].label}
                    {READ_ONLY_PERMISSIONS.includes(permission) ? <span className="text-xs text-subtle">read-only</span> : null}
                  </label>
                ))}
              </div>
            ))}
          </div>
        </fieldset>
        <FormSubmit pending={create.isPending} failure={failure.message}>
          Create key
        </FormSubmit>
      </form>
    </section>
  );
}

function KeysTable({ keys }: { keys: readonly ApiKey[] }) {
  const revoke = useRevokeApiKey();
  return (
    <DataTable
      label="API keys"
      rows={keys}
      empty={<p className="text-sm text-muted">No API keys yet.</p>}
      head={
        <thead className="text-xs uppercase tracking-wide text-subtle">
          <tr>
            <th scope="col" className="py-2 pr-4">Name</th>
            <th scope="col" className="py-2 pr-4">Key starts</th>
            <th scope="col" className="py-2 pr-4">Permissions</th>
            <th scope="col" className="py-2 pr-4">Created</th>
            <th scope="col" className="py-2 pr-4">Works until</th>
            <th scope="col" className="py-2 pr-4">Status</th>
            <th scope="col" className="py-2"><span className="sr-only">Revoke</span></th>
          </tr>
        </thead>
      }
    >
      {(key) => (
        <tr key={key.id} className="border-t border-border align-top">
          <td className="py-2 pr-4 font-medium">{key.name}</td>
          <td className="py-2 pr-4 font-mono text-xs">{key.prefix}…</td>
          <td className="py-2 pr-4 text-sm">{key.permissions.map((permission) => PERMISSIONS[permission].label).join(', ')}</td>
          <td className="py-2 pr-4 text-sm">
            {formatDate(key.createdAt)} <span className="text-muted">by {key.createdBy}</span>
          </td>
          <td className="py-2 pr-4 text-sm">{lastDay(key.validUntil)}</td>
          <td className="py-2 pr-4 text-sm">{key.revokedAt ? `${STATUS_WORDS.revoked} ${formatDate(key.revokedAt)}` : STATUS_WORDS[key.status]}</td>
          <td className="py-2">
            {key.status === 'active' ? (
              <ConfirmDialog
                trigger={`Revoke ${key.name}`}
                title={`Revoke “${key.name}”?`}
                description="Tools using this key are refused from their next call. This cannot be undone."
                confirmLabel="Revoke key"
                pending={revoke.isPending && revoke.variables === key.id}
                onConfirm={() => revoke.mutate(key.id, { onSuccess: () => toast({ title: `${key.name} revoked`, variant: 'success' }), onError: () => toast({ title: 'The key could not be revoked. Please try again.', variant: 'destructive' }) })}
              />
            ) : null}
          </td>
        </tr>
      )}
    </DataTable>
  );
}
