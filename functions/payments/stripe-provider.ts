// Payments in the cloud: Stripe Checkout (hosted page), refunds and its signed webhooks. Stripe's
// REST API is called with fetch (four form-encoded requests) instead of the stripe client, which is
// about 240 KiB and would put every function that pays or refunds over the 350 KiB Lambda budget
// (decision 134). Idempotency keys make retried creations and refunds single.
import { stripeSecrets } from './payment-secrets';
import type { PaymentProvider } from './payment-provider';
import { verifyStripeEvent } from './stripe-events';

const API = 'https://api.stripe.com/v1';

/** Stripe's form encoding of nested parameters: line_items[0][price_data][currency]=gbp. */
export function stripeForm(params: Record<string, unknown>, prefix = '', form = new URLSearchParams()): URLSearchParams {
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined) continue;
    const key = prefix ? `${prefix}[${name}]` : name;
    if (value !== null && typeof value === 'object') stripeForm(value as Record<string, unknown>, key, form);
    else form.append(key, String(value));
  }
  return form;
}

/** A refusal from Stripe's API, with its error code (`terminal_reader_offline`) for callers that explain it. */
export class StripeApiError extends Error {
  constructor(message: string, readonly code: string | undefined) {
    super(message);
    this.name = 'StripeApiError';
  }
}

export async function stripeRequest<T>(method: 'GET' | 'POST', path: string, params?: Record<string, unknown>, idempotencyKey?: string): Promise<T> {
  const { secretKey } = await stripeSecrets();
  const response = await fetch(`${API}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${secretKey}`,
      'content-type': 'application/x-www-form-urlencoded',
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    },
    body: params ? stripeForm(params).toString() : undefined,
  });
  const body = (await response.json()) as T & { error?: { message?: string; code?: string } };
  if (!response.ok) throw new StripeApiError(`Stripe ${method} ${path}: ${response.status} ${body.error?.message ?? ''}`, body.error?.code);
  return body;
}

export const stripeProvider: PaymentProvider = {
  async createCheckout(request) {
    const session = await stripeRequest<{ id: string; url: string }>(
      'POST',
      '/checkout/sessions',
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
      // The intent's key (decision 230): a retry after a crash answers the same session.
      request.idempotencyKey,
    );
    return { sessionId: session.id, url: session.url };
  },
  async expireCheckout(sessionId) {
    const session = await stripeRequest<{ status: string }>('GET', `/checkout/sessions/${encodeURIComponent(sessionId)}`);
    if (session.status === 'open') await stripeRequest('POST', `/checkout/sessions/${encodeURIComponent(sessionId)}/expire`, {});
  },
  async refund({ paymentId, amountPence, idempotencyKey }) {
    const refund = await stripeRequest<{ id: string }>('POST', '/refunds', { payment_intent: paymentId, amount: amountPence }, idempotencyKey);
    return { refundId: refund.id };
  },
  async verifyWebhook(rawBody, signature) {
    return verifyStripeEvent(rawBody, signature, (await stripeSecrets()).webhookSecret);
  },
};
