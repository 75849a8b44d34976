// A reader payment given back to the card whole (decision 281): its refund's intent, to write in the
// transaction that marks the payment refunded, and what to ask of the provider on the bus after it.
// Shared by the webhook (a success the sale cannot use) and the till's cancel (a success no sale used).
import type { RefundAsked } from '../data/payment-events';
import { intentClaimItem } from '../data/payment-intents';
import type { TerminalPaymentRecord } from '../data/terminal-payments';
import type { TransactItem } from '../data/transact';
import { leaseFrom } from '../payments/payment-intents';
import { TERMINAL_PAYMENT_PURPOSE } from '../payments/terminal-provider';

export function wholeRefund(payment: TerminalPaymentRecord, providerPaymentId: string, now: Date): { item: TransactItem; refund: RefundAsked } {
  const intentKey = `terminal:${payment.paymentKey}:refund`;
  const refund: RefundAsked = { intentKey, paymentId: providerPaymentId, amountPence: payment.amountPence, reference: `terminal:${payment.paymentKey}` };
  const item = intentClaimItem({
    key: intentKey,
    kind: 'refund',
    purpose: TERMINAL_PAYMENT_PURPOSE,
    reference: payment.paymentKey,
    amountPence: payment.amountPence,
    currency: 'gbp',
    paymentId: providerPaymentId,
    createdAt: now.toISOString(),
    leaseUntil: leaseFrom(now).toISOString(),
  });
  return { item, refund };
}
