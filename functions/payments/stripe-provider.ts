// Payments in the cloud: Stripe Checkout (hosted page), refunds, and its signed webhooks.
import Stripe from 'stripe';
import { stripeSecrets } from './payment-secrets';
import type { PaymentProvider } from './payment-provider';
import { verifyStripeEvent } from './stripe-events';

let client: Stripe | null = null;
async function stripe(): Promise<Stripe> {
  client ??= new Stripe((await stripeSecrets()).secretKey, { maxNetworkRetries: 2 });
  return client;
}

export const stripeProvider: PaymentProvider = {
  async createCheckout(request) {
    const session = await (await stripe()).checkout.sessions.create(
      {
        mode: 'payment',
        client_reference_id: request.reference,
        customer_email: request.customerEmail,
        line_items: request.lines.map((line) => ({
          quantity: line.quantity,
          price_data: { currency: 'gbp', unit_amount: line.unitAmountPence, product_data: { name: line.name } },
        })),
        metadata: { purpose: request.purpose, reference: request.reference },
        payment_intent_data: { metadata: { purpose: request.purpose, reference: request.reference } },
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        // Stripe wants 30 minutes to 24 hours.
        expires_at: Math.floor(request.expiresAt.getTime() / 1000),
      },
      { idempotencyKey: `checkout:${request.purpose}:${request.reference}` },
    );
    return { sessionId: session.id, url: session.url! };
  },
  async expireCheckout(sessionId) {
    const api = await stripe();
    const session = await api.checkout.sessions.retrieve(sessionId);
    if (session.status === 'open') await api.checkout.sessions.expire(sessionId);
  },
  async refund({ paymentId, amountPence, idempotencyKey }) {
    const refund = await (await stripe()).refunds.create({ payment_intent: paymentId, amount: amountPence }, { idempotencyKey });
    return { refundId: refund.id };
  },
  async verifyWebhook(rawBody, signature) {
    return verifyStripeEvent(rawBody, signature, (await stripeSecrets()).webhookSecret);
  },
};
