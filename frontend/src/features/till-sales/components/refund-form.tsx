// Refunding a sale: which lines and how many, whether a product goes back on the shelf, the reason,
// and the terminal's reference when money goes back to a card, or, the customer's choice when the sale
// has a customer, all of it as store credit (decision 340). The server decides the amounts.
import { useState, type FormEvent } from 'react';
import { formatPence } from '../../../../../shared/money';
import type { RefundRequest, Sale } from '../../../../../shared/schemas/sales/sale';
import { inputClasses } from '../../../components/form/field-classes';
import { Notice } from '../../../components/form/notice';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';

export function RefundForm({ sale, pending, error, onRefund }: { sale: Sale; pending: boolean; error: string | null; onRefund: (body: RefundRequest) => void }) {
  const open = sale.lines.filter((l) => l.refundedQuantity < l.quantity && l.netPence > l.refundedPence);
  const [chosen, setChosen] = useState<Record<string, { quantity: number; restock: boolean }>>({});
  const [reason, setReason] = useState('');
  const [reference, setReference] = useState('');
  const [toStoreCredit, setToStoreCredit] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [key] = useState(() => crypto.randomUUID());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const lines = Object.entries(chosen).map(([lineId, c]) => ({ lineId, ...c }));
    if (!lines.length) return setProblem('Choose at least one line to refund');
    if (!reason.trim()) return setProblem('Refund reason is required');
    setProblem(null);
    onRefund({ idempotencyKey: key, reason: reason.trim(), lines, cardReference: toStoreCredit ? undefined : reference.trim() || undefined, toStoreCredit: toStoreCredit || undefined });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Refund" className="grid gap-3 rounded-xl border border-border p-4">
      <h2 className="text-lg font-semibold">Refund</h2>
      <ul className="grid gap-2">
        {open.map((line) => {
          const left = line.quantity - line.refundedQuantity;
          const pick = chosen[line.lineId];
          return (
            <li key={line.lineId} className="flex flex-wrap items-center gap-3">
              <label className="flex min-h-11 items-center gap-2">
                <input
                  type="checkbox"
                  className="h-5 w-5"
                  checked={Boolean(pick)}
                  onChange={(e) => {
                    const next = { ...chosen };
                    if (e.target.checked) next[line.lineId] = { quantity: left, restock: line.kind === 'product' };
                    else delete next[line.lineId];
                    setChosen(next);
                  }}
                />
                Refund {line.description} ({formatPence(line.netPence - line.refundedPence)} left)
              </label>
              {pick && left > 1 ? (
                <label className="flex items-center gap-2 text-sm">
                  How many
                  <input type="number" min={1} max={left} value={pick.quantity} onChange={(e) => setChosen({ ...chosen, [line.lineId]: { ...pick, quantity: Math.max(1, Math.min(left, Math.trunc(Number(e.target.value) || 1))) } })} className={inputClasses(false, 'w-20')} />
                </label>
              ) : null}
              {pick && line.kind === 'product' ? (
                <label className="flex min-h-11 items-center gap-2 text-sm">
                  <input type="checkbox" className="h-5 w-5" checked={pick.restock} onChange={(e) => setChosen({ ...chosen, [line.lineId]: { ...pick, restock: e.target.checked } })} />
                  Back in stock (resellable)
                </label>
              ) : null}
            </li>
          );
        })}
      </ul>
      <TextField label="Refund reason" name="refund-reason" value={reason} onChange={(e) => setReason(e.target.value)} />
      {sale.customer ? (
        <label className="flex min-h-11 items-center gap-2">
          <input type="checkbox" className="h-5 w-5" checked={toStoreCredit} onChange={(e) => setToStoreCredit(e.target.checked)} />
          Refund to store credit (the customer's choice, instead of cash or card)
        </label>
      ) : null}
      {toStoreCredit ? null : <TextField label="Card refund reference" name="refund-reference" optional autoComplete="off" value={reference} onChange={(e) => setReference(e.target.value)} hint="When money goes back to a card: the terminal's reference." />}
      {problem || error ? <Notice tone="error" role="alert">{problem ?? error}</Notice> : null}
      <Button type="submit" variant="danger" disabled={pending}>{pending ? 'Refunding...' : 'Refund'}</Button>
    </form>
  );
}
