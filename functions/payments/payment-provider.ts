// The payment provider interface (decision 134): Stripe Checkout in the cloud, the local payment
// page on a developer's machine. Any area takes a payment through it (shop orders, repair deposits)
// and refunds through it; no card data ever reaches our code.

export interface CheckoutLine {
  name: string;
  /** Pence, VAT included. */
  unitAmountPence: number;
  quantity: number;
}

export interface CheckoutRequest {
  /** What the payment is for: names the handler the webhook hands the event to (purposes.ts). */
  purpose: string;
  /** Our id of the thing paid for (an order id, a deposit id). */
  reference: string;
  lines: CheckoutLine[];
  customerEmail?: string;
  /** Absolute URLs the hosted page returns the customer to. */
  successUrl: string;
  cancelUrl: string;
  /** When the hosted page stops taking payment. */
  expiresAt: Date;
  /** The page's intent key (decision 230): asking again with it answers the same page. */
  idempotencyKey: string;
}

export interface CheckoutSession {
  sessionId: string;
  /** The hosted payment page. */
  url: string;
}

export interface RefundRequest {
  paymentId: string;
  amountPence: number;
  /** The same key never refunds twice (a retried request). */
  idempotencyKey: string;
}

/** A provider's webhook event, reduced to what our handlers act on. */
export interface PaymentEvent {
  /** The provider's event id: each is handled once. */
  id: string;
  /** payment.succeeded and reader.failed come from card readers (terminal-provider.ts). */
  type: 'checkout.completed' | 'checkout.expired' | 'payment.failed' | 'payment.succeeded' | 'reader.failed' | 'other';
  purpose?: string;
  reference?: string;
  sessionId?: string;
  paymentId?: string;
  amountPence?: number;
  /** ISO 4217, lower case as Stripe writes it ('gbp'). */
  currency?: string;
  failureMessage?: string;
  /** Why a reader's action failed (`customer_canceled`). */
  failureCode?: string;
}

export class WebhookSignatureError extends Error {
  constructor() {
    super('Webhook signature verification failed');
    this.name = 'WebhookSignatureError';
  }
}

export interface PaymentProvider {
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Stops a hosted page taking payment (the customer cancelled). */
  expireCheckout(sessionId: string): Promise<void>;
  refund(request: RefundRequest): Promise<{ refundId: string }>;
  /** Verifies the signature (5-minute tolerance) and reads the event; throws WebhookSignatureError. */
  verifyWebhook(rawBody: string, signature: string | undefined): Promise<PaymentEvent>;
}

/** Webhook signatures older than this are refused (replays of a captured request). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
