// Before the first sale: open the drawer with the float counted into it.
import { useState, type FormEvent } from 'react';
import { Notice } from '../../../components/form/notice';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { serverMessage } from '../../../lib/server-message';
import { parsePounds } from '../../../utils/intake-form';
import { useOpenDrawer } from '../api/drawer';

export function OpenDrawerForm() {
  const open = useOpenDrawer();
  const [float, setFloat] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parsePounds(float, 'Float');
    if ('error' in parsed) return setError(parsed.error);
    if (parsed.pence === null) return setError('Float is required');
    setError(null);
    open.mutate(parsed.pence, { onError: (e) => setError(serverMessage(e)) });
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Open the drawer" className="grid max-w-sm gap-4 rounded-xl border border-border bg-surface p-6">
      <h2 className="text-xl font-semibold">Open the drawer</h2>
      <p className="text-sm text-muted">Count the float into the drawer before the first sale.</p>
      <TextField label="Float (£)" name="float" inputMode="decimal" placeholder="100.00" value={float} onChange={(e) => setFloat(e.target.value)} error={error ?? undefined} autoFocus />
      <Button type="submit" disabled={open.isPending}>{open.isPending ? 'Opening...' : 'Open the drawer'}</Button>
      {open.isError ? null : error && !float ? <Notice tone="error">{error}</Notice> : null}
    </form>
  );
}
