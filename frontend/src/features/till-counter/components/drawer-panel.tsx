// The drawer beside the till: its running figures, cash in or out with a reason, and closing it by
// counting each note and coin (which ends the session with its Z report).
import { useState, type FormEvent } from 'react';
import { formatPence } from '../../../../../shared/money';
import { DENOMINATIONS, countedPence, denominationLabel } from '../../../../../shared/sales/denominations';
import type { DrawerSession } from '../../../../../shared/schemas/sales/drawer';
import { ChoiceField } from '../../../components/form/choice-field';
import { Notice } from '../../../components/form/notice';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { serverMessage } from '../../../lib/server-message';
import { ManagerApprovalDialog, approvalAsked } from '../../../components/sales/manager-approval-dialog';
import { parsePounds } from '../../../utils/intake-form';
import { useCloseDrawer, useMoveCash } from '../api/drawer';

const moveKinds = [
  { value: 'cash-in', label: 'Cash in' },
  { value: 'cash-out', label: 'Cash out' },
] as const;

function CashMoveForm() {
  const move = useMoveCash();
  const [kind, setKind] = useState<'cash-in' | 'cash-out'>('cash-in');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parsePounds(amount, 'Amount');
    if ('error' in parsed) return setError(parsed.error);
    if (!parsed.pence) return setError('Amount is required');
    if (!reason.trim()) return setError('Reason is required');
    setError(null);
    move.mutate({ kind, amountPence: parsed.pence, reason: reason.trim() }, { onSuccess: () => (setAmount(''), setReason('')), onError: (e) => setError(serverMessage(e)) });
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Cash in or out" className="grid gap-3">
      <ChoiceField legend="Cash in or out" name="cash-move" value={kind} options={moveKinds} onChange={setKind} />
      <TextField label="Amount (£)" name="cash-amount" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
      <TextField label="Reason" name="cash-reason" value={reason} onChange={(e) => setReason(e.target.value)} />
      {error ? <Notice tone="error" role="alert">{error}</Notice> : null}
      <Button type="submit" variant="secondary" disabled={move.isPending}>{kind === 'cash-in' ? 'Put cash in' : 'Take cash out'}</Button>
    </form>
  );
}

function CloseForm({ session, onClosed }: { session: DrawerSession; onClosed: (sessionId: string) => void }) {
  const close = useCloseDrawer();
  const [count, setCount] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [asked, setAsked] = useState<NonNullable<ReturnType<typeof approvalAsked>> | null>(null);
  const numbers: Record<string, number> = {};
  for (const d of DENOMINATIONS) {
    const typed = (count[String(d)] ?? '').trim();
    if (/^\d+$/.test(typed)) numbers[String(d)] = Number(typed);
  }
  const counted = countedPence(numbers);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const bad = DENOMINATIONS.find((d) => (count[String(d)] ?? '').trim() !== '' && !/^\d+$/.test(count[String(d)]!.trim()));
    if (bad) return setError(`Count of ${denominationLabel(bad)} must be a whole number`);
    setError(null);
    send();
  };
  // mutateAsync: closing unmounts this form (no drawer is open any more), and a per-call onSuccess
  // of mutate() would not run after that. A count with a difference may need a manager (decision 268).
  const send = (approvalId?: string) =>
    close.mutateAsync({ sessionId: session.sessionId, count: numbers, approvalId }).then(
      (closed) => onClosed(closed.sessionId),
      (e: unknown) => {
        const asking = approvalAsked(e);
        if (asking) setAsked(asking);
        else if (!asked) setError(serverMessage(e));
      },
    );
  return (
    <>
      <form onSubmit={submit} noValidate aria-label="Close the drawer" className="grid gap-3">
        <p className="text-sm text-muted">Count the cash in the drawer: how many of each note and coin.</p>
        <div className="grid grid-cols-3 gap-2">
          {DENOMINATIONS.map((d) => (
            <TextField key={d} label={denominationLabel(d)} name={`count-${d}`} optional inputMode="numeric" value={count[String(d)] ?? ''} onChange={(e) => setCount({ ...count, [String(d)]: e.target.value })} />
          ))}
        </div>
        <p aria-live="polite">
          Counted <strong data-testid="counted">{formatPence(counted)}</strong>, expected {formatPence(session.report.expectedCashPence)}
        </p>
        {error ? <Notice tone="error" role="alert">{error}</Notice> : null}
        <Button type="submit" variant="danger" disabled={close.isPending}>Close the drawer</Button>
      </form>
      {/* Beside the form, not in it: React would bubble the dialog's submit to this form through the portal. */}
      <ManagerApprovalDialog
        asked={asked}
        pending={close.isPending}
        error={asked && close.isError && !approvalAsked(close.error) ? serverMessage(close.error) : null}
        onApproved={(approvalId) => void send(approvalId)}
        onCancel={() => setAsked(null)}
      />
    </>
  );
}

export function DrawerPanel({ session, onClosed }: { session: DrawerSession; onClosed: (sessionId: string) => void }) {
  const [mode, setMode] = useState<'none' | 'cash' | 'close'>('none');
  const r = session.report;
  return (
    <section aria-labelledby="drawer-title" className="grid gap-3 rounded-xl border border-border bg-surface p-4">
      <h2 id="drawer-title" className="text-lg font-semibold">Cash drawer</h2>
      <dl className="grid grid-cols-2 gap-1 text-sm">
        <dt className="text-muted">Opened by</dt>
        <dd>{session.openedBy.name}</dd>
        <dt className="text-muted">Cash expected</dt>
        <dd data-testid="expected-cash">{formatPence(r.expectedCashPence)}</dd>
        <dt className="text-muted">Card taken</dt>
        <dd>{formatPence(r.cardSalesPence - r.cardRefundsPence)}</dd>
        <dt className="text-muted">Sales</dt>
        <dd>{r.salesCount}</dd>
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => setMode(mode === 'cash' ? 'none' : 'cash')} aria-expanded={mode === 'cash'}>Cash in / out</Button>
        <Button variant="outline" onClick={() => setMode(mode === 'close' ? 'none' : 'close')} aria-expanded={mode === 'close'}>Count and close</Button>
      </div>
      {mode === 'cash' ? <CashMoveForm /> : null}
      {mode === 'close' ? <CloseForm session={session} onClosed={onClosed} /> : null}
    </section>
  );
}
