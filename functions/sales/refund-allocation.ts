// Which payments a refund goes back to (decisions 340, 377): the till's sales and the shop's orders
// split a refund between their tenders by this one rule, the last payment first, each never given back
// more than it took. Kept apart from refund-sale.ts so the shop's refund Lambda carries only this.
import { formatPence } from '../../shared/money';
import type { Payment } from '../../shared/schemas/sales/fields';
import { BadRequestError } from '../lib/http-errors';

/** What was paid and what earlier refunds gave back of it: a sale, or an online order seen as one. */
export interface PaidDocument {
  payments: readonly Payment[];
  refunds: readonly { refunds: readonly Payment[] }[];
}

/**
 * Which payment a refund goes back to: a reader's payment (its card, through the provider), a
 * balance paid online (its own provider payment, decision 290) and a gift card (onto that card,
 * decision 340) each on their own, else by method.
 */
const tender = (p: Payment) => (p.terminal ? `terminal:${p.terminal.paymentKey}` : p.method === 'online' ? `online:${p.reference}` : p.giftCardCode ? `giftCard:${p.giftCardCode}` : p.method);

/** Back to the methods the document was paid with, the last payment first, never more than each took. */
export function allocateRefund(paid: PaidDocument, amountPence: number, cardReference?: string): Payment[] {
  const refunded: Record<string, number> = {};
  for (const r of paid.refunds) for (const p of r.refunds) refunded[tender(p)] = (refunded[tender(p)] ?? 0) + p.amountPence;
  const out: Payment[] = [];
  let left = amountPence;
  for (const payment of [...paid.payments].reverse()) {
    if (left === 0) break;
    const room = payment.amountPence - (refunded[tender(payment)] ?? 0);
    refunded[tender(payment)] = (refunded[tender(payment)] ?? 0) + Math.max(0, Math.min(room, left));
    const take = Math.max(0, Math.min(room, left));
    if (take === 0) continue;
    const existing = out.find((p) => tender(p) === tender(payment));
    if (existing) existing.amountPence += take;
    else if (payment.terminal) out.push({ method: 'card', amountPence: take, terminal: payment.terminal });
    else if (payment.giftCardCode) out.push({ method: payment.method, amountPence: take, giftCardCode: payment.giftCardCode });
    else out.push({ method: payment.method, amountPence: take, ...(payment.method === 'card' && cardReference ? { reference: cardReference } : payment.method === 'online' ? { reference: payment.reference } : {}) });
    left -= take;
  }
  if (left > 0) throw new BadRequestError(`You cannot refund more than was paid: ${formatPence(amountPence - left)} is left to refund.`);
  return out;
}
