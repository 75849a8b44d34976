// The local stand-in for Stripe Checkout (decision 134): a session is an item in the table (its books
// are functions/data/local-payments.ts), its hosted page is served by the local server
// (scripts/local/local-payment-page.ts), and the events that page sends are signed like Stripe's with
// a key made when the process starts, then verified by the same code as Stripe's. Pages and refunds
// are made once per idempotency key, as Stripe makes them; its books (the sessions paid, the refunds
// made) are listed per reference and per payment, so tests compare them with ours.
import { createHash } from 'node:crypto';
import { closeLocalSession, putLocalRefundOnce, putLocalSessionOnce, type LocalPaymentSession } from '../data/local-payments';
import type { PaymentProvider } from './payment-provider';
import { verifyStripeEvent } from './stripe-events';
import { localWebhookSecret } from './local-webhook-secret';

/** Stripe answers a repeated idempotency key with the first result: here the key names the session. */
function idFor(prefix: string, idempotencyKey: string): string {
  return `${prefix}${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24)}`;
}

export const localProvider: PaymentProvider = {
  async createCheckout(request) {
    const sessionId = idFor('cs_local_', request.idempotencyKey);
    const { idempotencyKey: _key, ...asked } = request;
    const session: LocalPaymentSession = {
      ...asked,
      sessionId,
      status: 'open',
      amountPence: request.lines.reduce((sum, line) => sum + line.unitAmountPence * line.quantity, 0),
      expiresAt: request.expiresAt.toISOString(),
      declines: 0,
    };
    await putLocalSessionOnce(session);
    return { sessionId, url: `/local-pay/${sessionId}` };
  },
  async expireCheckout(sessionId) {
    await closeLocalSession(sessionId, 'expired');
  },
  async refund({ paymentId, amountPence, idempotencyKey }) {
    // One refund per idempotency key, as Stripe keeps it: a retry answers the first refund.
    const refundId = `re_local_${idempotencyKey.replace(/[^A-Za-z0-9]/g, '_')}`;
    await putLocalRefundOnce({ refundId, paymentId, amountPence, at: new Date().toISOString() });
    return { refundId };
  },
  async verifyWebhook(rawBody, signature) {
    return verifyStripeEvent(rawBody, signature, localWebhookSecret);
  },
};
