// The sale's card part on a registered card reader (decisions 280 and 281): staff choose the reader
// and the amount (what is left to pay unless typed), send it, and the till reads the payment every second until the reader answers. A
// decline, a cancel, a reader offline or no answer in time leaves the sale open with a message:
// staff try again, switch reader or take another tender. An approved payment counts towards the sale.
import { useEffect, useId, useState } from 'react';
import { formatPence } from '../../../../../shared/money';
import type { TerminalPayment } from '../../../../../shared/schemas/sales/terminal';
import { inputClasses, labelClasses } from '../../../components/form/field-classes';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { serverMessage } from '../../../lib/server-message';
import { parsePounds } from '../../../utils/intake-form';
import { useCancelTerminalPayment, useStartTerminalPayment, useTerminalPayment, useTerminalReaders } from '../api/terminal';

/** How long the till waits on the reader before saying it did not answer. */
const READER_TIMEOUT_MS = 120_000;

export interface ReaderPaymentProps {
  /** The sale's idempotency key: the payment is for this sale only. */
  saleKey: string;
  /** What is left to pay before the reader's part. */
  duePence: number;
  /** The approved payment the sale can use, or null. */
  onApproved: (payment: TerminalPayment | null) => void;
}

export function ReaderPayment({ saleKey, duePence, onApproved }: ReaderPaymentProps) {
  const readers = useTerminalReaders();
  const id = useId();
  const [readerId, setReaderId] = useState('');
  const [amount, setAmount] = useState('');
  const [paymentKey, setPaymentKey] = useState<string | null>(null);
  const [sentAt, setSentAt] = useState(0);
  const [timedOut, setTimedOut] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const start = useStartTerminalPayment();
  const cancel = useCancelTerminalPayment();
  const payment = useTerminalPayment(paymentKey);
  const current = payment.data ?? null;

  useEffect(() => onApproved(current?.state === 'succeeded' ? current : null), [current, onApproved]);
  useEffect(() => {
    if (current?.state !== 'pending') return setTimedOut(false);
    const timer = setTimeout(() => setTimedOut(true), Math.max(0, sentAt + READER_TIMEOUT_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [current?.state, sentAt]);

  const list = readers.data?.readers ?? [];
  if (list.length === 0) return null;
  const chosen = readerId || list[0]!.readerId;

  const send = () => {
    // Left empty, the reader takes what is left to pay.
    const parsed = amount.trim() ? parsePounds(amount) : { pence: duePence };
    const pence = 'error' in parsed ? null : parsed.pence;
    if (!pence) return setError('Enter the amount for the reader in pounds, like 12.50');
    setError(null);
    const key = crypto.randomUUID();
    setSentAt(Date.now());
    start.mutate({ paymentKey: key, saleKey, readerId: chosen, amountPence: pence }, { onSuccess: () => setPaymentKey(key), onError: (e) => setError(serverMessage(e)) });
  };
  const stop = () => {
    if (!paymentKey) return;
    cancel.mutate(paymentKey, { onSuccess: () => void payment.refetch(), onError: (e) => setError(serverMessage(e)) });
  };
  const waiting = current?.state === 'pending';
  const ended = current && ['failed', 'cancelled', 'refunded'].includes(current.state);
  return (
    <fieldset className="grid gap-2">
      <legend className="sr-only">Card reader</legend>
      {!current || ended ? (
        <div className="grid grid-cols-[minmax(0,1fr)_7rem_auto] items-end gap-2">
          <div className="grid gap-1">
            <label htmlFor={`${id}-reader`} className={labelClasses}>Reader</label>
            <select id={`${id}-reader`} value={chosen} onChange={(e) => setReaderId(e.target.value)} className={inputClasses(false)}>
              {list.map((r) => (
                <option key={r.readerId} value={r.readerId}>{`${r.label} (${r.location})`}</option>
              ))}
            </select>
          </div>
          {/* Not marked optional, like the other tenders (payment-panel.tsx): empty sends what is left to pay. */}
          <TextField label="On reader (£)" name="pay-reader" required={false} inputMode="decimal" placeholder={(Math.max(0, duePence) / 100).toFixed(2)} value={amount} onChange={(e) => setAmount(e.target.value)} />
          <Button onClick={send} disabled={start.isPending}>{current ? 'Try again' : 'Send to reader'}</Button>
        </div>
      ) : null}
      {current ? <ReaderStatus payment={current} timedOut={timedOut} /> : null}
      {waiting ? (
        <div className="flex flex-wrap items-center gap-2">
          <Button size="sm" variant="outline" onClick={stop} disabled={cancel.isPending}>Cancel on reader</Button>
          {current.simulatorUrl ? <a href={current.simulatorUrl} target="_blank" rel="noreferrer" className="text-sm underline">Open the simulated reader</a> : null}
        </div>
      ) : null}
      {current?.state === 'succeeded' ? (
        <Button size="sm" variant="outline" onClick={stop} disabled={cancel.isPending}>Refund to the card and take another tender</Button>
      ) : null}
      {error || payment.isError ? <p role="alert" className="text-sm font-medium text-danger">{error ?? serverMessage(payment.error)}</p> : null}
    </fieldset>
  );
}

function ReaderStatus({ payment, timedOut }: { payment: TerminalPayment; timedOut: boolean }) {
  const amount = formatPence(payment.amountPence);
  if (payment.state === 'pending') {
    return (
      <p role="status" className="text-sm">
        {timedOut
          ? `The reader did not answer in time. Cancel the payment on ${payment.readerLabel}, then try again or take another tender.`
          : `Waiting for the card on ${payment.readerLabel}: ${amount}`}
      </p>
    );
  }
  if (payment.state === 'succeeded') return <p role="status" className="text-sm font-semibold">{`Card approved on ${payment.readerLabel}: ${amount}`}</p>;
  return <p role="alert" className="text-sm font-medium text-danger">{payment.message ?? 'The card payment did not go through.'}</p>;
}
