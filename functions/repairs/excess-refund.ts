// A payment to a job beyond what was due, refunded at once to the card (decision 231): the refund's
// ledger entry, its intent and a timeline entry for the webhook's transaction, and the refund the
// webhook then asks of the provider on the bus. Deposits and balances (decision 290) both use it.
import { ulid } from 'ulid';
import { formatPence } from '../../shared/money';
import { depositEntryItem } from '../data/deposits';
import { timelineItem } from '../data/jobs';
import type { RefundAsked } from '../data/payment-events';
import { intentClaimItem } from '../data/payment-intents';
import type { TransactItem } from '../data/transact';
import { leaseFrom } from '../payments/payment-intents';

export interface ExcessRefund {
  qrCode: string;
  /** The payment's ledger entry; its refund is `<entry>-refund-1`. */
  paymentEntryId: string;
  paymentId: string;
  excessPence: number;
  intentKey: (refundEntryId: string) => string;
  purpose: string;
  /** What it was paid beyond, in the timeline's words: "the deposit due", "the balance due". */
  beyond: string;
  /** For the logs: `deposit:<job number>`. */
  logReference: string;
  now: Date;
}

export function excessRefund(input: ExcessRefund): { items: TransactItem[]; refund: RefundAsked } {
  const { qrCode, paymentEntryId, paymentId, excessPence, now } = input;
  const at = now.toISOString();
  const refundEntryId = `${paymentEntryId}-refund-1`;
  const intentKey = input.intentKey(refundEntryId);
  return {
    items: [
      depositEntryItem(qrCode, { depositId: refundEntryId, kind: 'refund', method: 'online', amountPence: -excessPence, at, paymentId, refundOf: paymentEntryId, by: 'Automatic refund' }),
      intentClaimItem({ key: intentKey, kind: 'refund', purpose: input.purpose, reference: qrCode, amountPence: excessPence, currency: 'gbp', paymentId, createdAt: at, leaseUntil: leaseFrom(now).toISOString() }),
      timelineItem(qrCode, {
        id: ulid(now.getTime() + 1),
        at,
        kind: 'update',
        visibility: 'customer',
        message: `${formatPence(excessPence)} paid online beyond ${input.beyond} refunded automatically to the card`,
        by: { name: 'Payments', role: 'system' },
      }),
    ],
    refund: { intentKey, paymentId, amountPence: excessPence, reference: input.logReference },
  };
}
