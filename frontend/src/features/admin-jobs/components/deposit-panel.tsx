// The job's deposit (decision 147): what is asked and paid, its ledger, and the staff's three moves:
// ask for a deposit (the estimate email then offers to approve and pay in one step), take one at the
// counter (cash goes into the open drawer), and refund it when the job ends without the repair.
import { useState, type FormEvent } from 'react';
import { formatDateTime } from '../../../../../shared/dates';
import { formatPence } from '../../../../../shared/money';
import { isClosedStatus } from '../../../../../shared/repairs/statuses';
import type { DepositEntry } from '../../../../../shared/schemas/repairs/deposit';
import type { AdminJob } from '../../../../../shared/schemas/repairs/job';
import { ChoiceField } from '../../../components/form/choice-field';
import { FormSubmit, useFormFailure } from '../../../components/form/form-failure';
import { TextField } from '../../../components/form/text-field';
import { useAuth } from '../../../lib/auth';
import { can } from '../../../lib/roles';
import { parsePounds } from '../../../utils/intake-form';
import { useRefundDeposit, useRequestDeposit, useTakeCounterDeposit } from '../api/deposit-writes';
import { Panel } from './panel';

const METHOD_LABELS = { online: 'online', cash: 'cash', card: 'card' } as const;

function entryText(entry: DepositEntry): string {
  const how = entry.method ? ` ${METHOD_LABELS[entry.method]}` : '';
  const what = entry.kind === 'payment' ? `Paid${how}` : entry.kind === 'refund' ? `Refunded${how}` : 'Deducted from the bill';
  return `${what}: ${formatPence(Math.abs(entry.amountPence))}${entry.reference && entry.kind !== 'applied' ? ` (${entry.reference})` : ''}, ${formatDateTime(entry.at)}`;
}

export function DepositPanel({ job }: { job: AdminJob }) {
  const open = !isClosedStatus(job.status);
  const deposit = job.deposit;
  // Ended unrepaired: everything held goes back; collected: what the bill did not use (decision 231).
  // Everything the ledger holds, a balance paid online included (decision 290): refunded the same way.
  const heldPence = job.deposits.reduce((sum, entry) => sum + entry.amountPence, 0);
  const refundable = can(useAuth().user, 'till.refund') && heldPence > 0 && (job.status === 'Collected' || job.status === 'Cancelled' || job.status === 'Unrepairable / returned' || job.estimateApproval === 'declined');
  if (job.warrantyOfJob || (!open && !deposit && !job.deposits.length)) return null;
  return (
    <Panel title="Deposit">
      {deposit ? (
        <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
          <Figure term="Asked" detail={`${formatPence(deposit.requestedPence)} for ${deposit.for === 'parts' ? 'parts' : 'the estimate'}`} />
          <Figure term="Paid" detail={formatPence(deposit.paidPence)} />
          <Figure term="Held" detail={formatPence(deposit.heldPence)} testId="deposit-held" />
          <Figure term="Still to pay" detail={formatPence(deposit.duePence)} />
        </dl>
      ) : (
        <p className="text-sm text-muted">No deposit asked.</p>
      )}
      {job.deposits.length ? (
        <ul className="grid gap-1 text-sm text-muted" aria-label="Deposit payments and refunds">
          {job.deposits.map((entry) => (
            <li key={entry.depositId}>{entryText(entry)}</li>
          ))}
        </ul>
      ) : null}
      {open ? <AskForm job={job} /> : null}
      {open && deposit && deposit.duePence > 0 ? <CounterForm job={job} duePence={deposit.duePence} /> : null}
      {refundable ? <RefundForm job={job} heldPence={heldPence} /> : null}
    </Panel>
  );
}

export function Figure({ term, detail, testId }: { term: string; detail: string; testId?: string }) {
  return (
    <div>
      <dt className="text-subtle">{term}</dt>
      <dd className="font-semibold" data-testid={testId}>
        {detail}
      </dd>
    </div>
  );
}

function AskForm({ job }: { job: AdminJob }) {
  const ask = useRequestDeposit(job.qrCode);
  const [amount, setAmount] = useState('');
  const [purpose, setPurpose] = useState<'estimate' | 'parts'>(job.deposit?.for ?? 'estimate');
  const [error, setError] = useState<string | undefined>();
  const failure = useFormFailure();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    failure.clear();
    const parsed = parsePounds(amount, 'Deposit');
    if ('error' in parsed) return setError(parsed.error);
    if (parsed.pence === null) return setError('Deposit is required');
    setError(undefined);
    ask.mutate({ amountPence: parsed.pence, for: purpose }, { onSuccess: () => setAmount(''), onError: failure.onError });
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Ask for a deposit" className="grid gap-3 border-t border-border pt-4">
      <TextField label="Deposit to ask (£)" name="depositAmount" inputMode="decimal" placeholder="20.00" value={amount} onChange={(e) => setAmount(e.target.value)} error={error} />
      <ChoiceField
        legend="For"
        name="depositFor"
        value={purpose}
        options={[
          { value: 'estimate', label: 'The estimate' },
          { value: 'parts', label: 'A parts order' },
        ]}
        onChange={setPurpose}
      />
      <FormSubmit pending={ask.isPending} failure={failure.message} variant="secondary">
        {job.deposit ? 'Change the deposit asked' : 'Ask for a deposit'}
      </FormSubmit>
    </form>
  );
}

function CounterForm({ job, duePence }: { job: AdminJob; duePence: number }) {
  const take = useTakeCounterDeposit(job.qrCode);
  const [method, setMethod] = useState<'cash' | 'card'>('cash');
  const [reference, setReference] = useState('');
  // One key per attempt: a repeated click or a retried request records the deposit once.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const failure = useFormFailure();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    failure.clear();
    take.mutate(
      { amountPence: duePence, method, reference: method === 'card' ? reference.trim() || undefined : undefined, idempotencyKey: key },
      { onSuccess: () => (setReference(''), setKey(crypto.randomUUID())), onError: failure.onError },
    );
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Take the deposit at the counter" className="grid gap-3 border-t border-border pt-4">
      <ChoiceField
        legend="Paid at the counter by"
        name="depositMethod"
        value={method}
        options={[
          { value: 'cash', label: 'Cash' },
          { value: 'card', label: 'Card' },
        ]}
        onChange={setMethod}
      />
      {method === 'card' ? (
        <TextField label="Terminal reference or last 4 digits" name="depositReference" value={reference} onChange={(e) => setReference(e.target.value)} />
      ) : null}
      <FormSubmit pending={take.isPending} failure={failure.message} variant="secondary">
        Record {formatPence(duePence)} paid
      </FormSubmit>
    </form>
  );
}

function RefundForm({ job, heldPence }: { job: AdminJob; heldPence: number }) {
  const refund = useRefundDeposit(job.qrCode);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const failure = useFormFailure();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    failure.clear();
    if (!reason.trim()) return setError('Reason is required');
    setError(undefined);
    refund.mutate(reason.trim(), { onSuccess: () => setReason(''), onError: failure.onError });
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Refund the deposit" className="grid gap-3 border-t border-border pt-4">
      <TextField label="Reason for the refund" name="depositRefundReason" value={reason} onChange={(e) => setReason(e.target.value)} error={error} />
      <FormSubmit pending={refund.isPending} failure={failure.message} variant="danger">
        Refund {formatPence(heldPence)}
      </FormSubmit>
    </form>
  );
}
