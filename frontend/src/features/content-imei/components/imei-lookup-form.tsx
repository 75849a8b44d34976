// The lookup itself: the number checked in the browser first (the same checks as the server, with a
// message for each way it fails), then the TAC, serial, make and model and any warranty from here.
import { useState } from 'react';
import { formatDate } from '../../../../../shared/dates';
import { checkImei } from '../../../../../shared/content/imei-check';
import { Notice } from '../../../components/form/notice';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { serverMessage } from '../../../lib/server-message';
import { useImeiLookup } from '../api/imei';

const WARRANTY_TEXT = {
  active: (end: string | null) => `Repaired by us and under warranty${end ? ` until ${formatDate(end)}` : ''}.`,
  expired: (end: string | null) => `Repaired by us; the warranty ended${end ? ` on ${formatDate(end)}` : ''}.`,
  none: () => 'Repaired by us; no warranty applies.',
} as const;

export function ImeiLookupForm() {
  const [imei, setImei] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const lookup = useImeiLookup();
  const result = lookup.data;
  return (
    <div className="grid gap-6">
      <form
        noValidate
        aria-label="IMEI lookup"
        className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-start"
        onSubmit={(event) => {
          event.preventDefault();
          const checked = checkImei(imei);
          setProblem(checked.ok ? undefined : checked.message);
          if (checked.ok) lookup.mutate(checked.imei);
        }}
      >
        <TextField
          label="IMEI"
          name="imei"
          inputMode="numeric"
          autoComplete="off"
          hint="15 digits: dial *#06# or look in Settings > About"
          value={imei}
          onChange={(event) => {
            setImei(event.target.value);
            setProblem(undefined);
          }}
          error={problem}
          aria-invalid={problem !== undefined}
        />
        <SubmitButton pending={lookup.isPending} pendingLabel="Checking..." className="sm:mt-7">
          Check IMEI
        </SubmitButton>
      </form>
      {lookup.isError ? (
        <Notice tone="error" title="Lookup failed">
          {serverMessage(lookup.error)}
        </Notice>
      ) : null}
      {result ? (
        <section aria-labelledby="imei-result" aria-live="polite" className="grid gap-3 rounded-2xl border border-success/40 bg-surface p-5">
          <h2 id="imei-result" className="text-xl font-semibold">
            Valid IMEI
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
            <dt className="text-subtle">Device</dt>
            <dd>{result.device ? `${result.device.make} ${result.device.model}` : 'Model not known to us yet'}</dd>
            <dt className="text-subtle">TAC (model code)</dt>
            <dd className="font-mono">{result.tac}</dd>
            <dt className="text-subtle">Serial</dt>
            <dd className="font-mono">{result.serial}</dd>
            <dt className="text-subtle">Check digit</dt>
            <dd className="font-mono">{result.checkDigit}</dd>
            <dt className="text-subtle">Repairs here</dt>
            <dd>{result.warranty ? WARRANTY_TEXT[result.warranty.state](result.warranty.endsAt) : 'No repair of this device on our records.'}</dd>
          </dl>
        </section>
      ) : null}
    </div>
  );
}
