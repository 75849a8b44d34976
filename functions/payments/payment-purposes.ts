// What each kind of payment does when its provider's webhook arrives. An area that takes payments
// (shop orders, repair deposits) adds its handler here under the `purpose` it passes to createCheckout.
import type { RefundAsked } from '../data/payment-events';
import type { TransactItem } from '../data/transact';
import type { PaymentEvent } from './payment-provider';

export interface PaymentOutcome {
  /** The effect's writes: one transaction with the event's handled marker. */
  items: TransactItem[];
  /** After the commit (emails): runs once, since a replayed event stops at the marker. */
  afterCommit?: () => Promise<unknown>;
  /** Indexes of `items` whose failed condition means a lost race to read again at once (an invoice counter). */
  retryable?: readonly number[];
  /** Invoice numbers the items issue: kept on the event's marker and announced after the commit, and again on a replay. */
  documents?: readonly string[];
  /** Refunds whose intents `items` record (decision 230): asked of the provider after the commit, and on a replay while pending. */
  refunds?: readonly RefundAsked[];
}

/**
 * Reads what the event is about and answers the writes of its effect. Called again with fresh reads
 * when its transaction is cancelled by a concurrent change (say, a hold released on expiry meanwhile).
 */
export type PaymentEventHandler = (event: PaymentEvent, now: Date) => Promise<PaymentOutcome>;

const handlers = new Map<string, PaymentEventHandler>();

export function registerPaymentPurpose(purpose: string, handler: PaymentEventHandler): void {
  handlers.set(purpose, handler);
}

export function paymentPurposeHandler(purpose: string | undefined): PaymentEventHandler | undefined {
  return purpose ? handlers.get(purpose) : undefined;
}
