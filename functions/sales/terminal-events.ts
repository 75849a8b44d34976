// What a card reader's payment event does (the 'till-terminal' purpose; decision 281), in the
// webhook's one transaction with the event's handled marker, so an event delivered five times has
// one effect. A success ends a pending attempt and claims its sale's slot; a success the sale cannot
// use (the slot taken by another reader's payment, the sale recorded already, the attempt given up
// at the till) is refunded at once: the attempt marked refunded with why, the refund's intent in the
// same transaction and the provider asked on the bus after it. A decline, or a cancel or failure at
// the reader, ends a pending attempt with a message for the till.
import { getTillRequest } from '../data/sales';
import {
  findTerminalPaymentByProvider,
  getTerminalPayment,
  terminalEndedItem,
  terminalRefundedItem,
  terminalSalePaidBy,
  terminalSalePaidItem,
  terminalSucceededItem,
  type TerminalPaymentRecord,
} from '../data/terminal-payments';
import { logger } from '../lib/logger';
import type { PaymentEvent } from '../payments/payment-provider';
import { registerPaymentPurpose, type PaymentOutcome } from '../payments/payment-purposes';
import { TERMINAL_PAYMENT_PURPOSE } from '../payments/terminal-provider';
import { wholeRefund } from './terminal-refunds';

export const PAID_TWICE = 'This sale was already paid by another card payment: this one was refunded automatically to the card.';
export const PAID_AFTER_GIVING_UP = 'The card was paid after the till gave up on this payment: it was refunded automatically to the card.';
export const DECLINED = 'The card was declined. Try again, or choose another reader or tender.';
export const CANCELLED_ON_READER = 'Cancelled on the reader.';

async function paymentOf(event: PaymentEvent): Promise<TerminalPaymentRecord | null> {
  if (event.reference) return getTerminalPayment(event.reference);
  return event.paymentId ? findTerminalPaymentByProvider(event.paymentId) : null;
}

function refunded(payment: TerminalPaymentRecord, paymentId: string, why: string, now: Date): PaymentOutcome {
  const { item, refund } = wholeRefund(payment, paymentId, now);
  return { items: [terminalRefundedItem(payment.paymentKey, payment.state, why, now), item], refunds: [refund] };
}

async function onTerminalEvent(event: PaymentEvent, now: Date): Promise<PaymentOutcome> {
  const payment = await paymentOf(event);
  if (!payment) return { items: [] };
  if (event.type === 'payment.succeeded' && event.paymentId) {
    if (event.amountPence !== payment.amountPence || event.currency?.toLowerCase() !== 'gbp') {
      // Signed by the provider, so not a forgery: a fault to look into, never money to book.
      logger.error('Reader payment event refused: it does not match the payment we asked for', { eventId: event.id, paymentKey: payment.paymentKey, amountPence: event.amountPence });
      return { items: [] };
    }
    if (payment.state === 'succeeded' || payment.state === 'refunded') return { items: [] };
    if (payment.state !== 'pending') return refunded(payment, event.paymentId, PAID_AFTER_GIVING_UP, now);
    const slot = await terminalSalePaidBy(payment.saleKey);
    if ((slot && slot !== payment.paymentKey) || (await getTillRequest(payment.saleKey))) return refunded(payment, event.paymentId, PAID_TWICE, now);
    // Two successes for one sale at once: the slot's condition refuses the second, which reads again and is refunded.
    return { items: [terminalSucceededItem(payment.paymentKey, now), terminalSalePaidItem(payment.saleKey, payment.paymentKey, now.toISOString())] };
  }
  if (payment.state !== 'pending') return { items: [] };
  if (event.type === 'payment.failed') return { items: [terminalEndedItem(payment.paymentKey, 'failed', event.failureMessage ? `${event.failureMessage} ${DECLINED_TAIL}` : DECLINED, now)] };
  if (event.type === 'reader.failed') {
    const cancelled = event.failureCode === 'customer_canceled';
    return { items: [terminalEndedItem(payment.paymentKey, cancelled ? 'cancelled' : 'failed', cancelled ? CANCELLED_ON_READER : (event.failureMessage ?? DECLINED), now)] };
  }
  return { items: [] };
}

const DECLINED_TAIL = 'Try again, or choose another reader or tender.';

registerPaymentPurpose(TERMINAL_PAYMENT_PURPOSE, onTerminalEvent);
