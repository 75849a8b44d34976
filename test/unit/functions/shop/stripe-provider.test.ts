// Webhook verification without the stripe client: Stripe's signature scheme by node:crypto, checked
// against the stripe package's own signer and verifier; the webhook secret read from SSM through the
// Parameters and Secrets extension, once per instance.
import Stripe from 'stripe';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stripeSecrets } from '../../../../functions/payments/payment-secrets';
import { verifyStripeEvent } from '../../../../functions/payments/stripe-events';
import { signStripePayload, verifyStripeSignature } from '../../../../functions/payments/stripe-signature';

afterEach(() => {
  vi.unstubAllGlobals();
});

const completed = JSON.stringify({
  id: 'evt_1',
  object: 'event',
  type: 'checkout.session.completed',
  data: { object: { id: 'cs_1', object: 'checkout.session', client_reference_id: 'ORDER1', metadata: { purpose: 'shop-order' }, payment_status: 'paid', payment_intent: 'pi_1', amount_total: 2498 } },
});

describe("Stripe's webhook signature", () => {
  it("accepts the stripe package's own signature, and the package accepts ours", () => {
    const theirs = Stripe.webhooks.generateTestHeaderString({ payload: completed, secret: 'whsec_unit' });

    expect(verifyStripeSignature(completed, theirs, 'whsec_unit', 300)).toBe(true);
    expect(Stripe.webhooks.constructEvent(completed, signStripePayload(completed, 'whsec_unit'), 'whsec_unit', 300).id).toBe('evt_1');
  });

  it('reads a signed checkout.session.completed as a completed payment', () => {
    expect(verifyStripeEvent(completed, signStripePayload(completed, 'whsec_unit'), 'whsec_unit')).toEqual({
      id: 'evt_1',
      type: 'checkout.completed',
      purpose: 'shop-order',
      reference: 'ORDER1',
      sessionId: 'cs_1',
      paymentId: 'pi_1',
      amountPence: 2498,
    });
  });

  it('refuses a signature older than 5 minutes, another secret, a changed body or no v1', () => {
    const stale = signStripePayload(completed, 'whsec_unit', Math.floor(Date.now() / 1000) - 301);

    expect(verifyStripeSignature(completed, stale, 'whsec_unit', 300)).toBe(false);
    expect(verifyStripeSignature(completed, signStripePayload(completed, 'whsec_other'), 'whsec_unit', 300)).toBe(false);
    expect(verifyStripeSignature(`${completed} `, signStripePayload(completed, 'whsec_unit'), 'whsec_unit', 300)).toBe(false);
    expect(verifyStripeSignature(completed, `t=${Math.floor(Date.now() / 1000)}`, 'whsec_unit', 300)).toBe(false);
    expect(() => verifyStripeEvent(completed, stale, 'whsec_unit')).toThrow('Webhook signature verification failed');
  });
});

describe('stripeSecrets', () => {
  it('reads both SecureString parameters through the extension once per instance', async () => {
    const fetch = vi.fn(async (url: string) => {
      const name = new URL(url).searchParams.get('name')!;
      return new Response(JSON.stringify({ Parameter: { Name: name, Value: name.endsWith('webhook-secret') ? 'whsec_unit' : 'sk_test_unit' } }));
    });
    vi.stubGlobal('fetch', fetch);

    const first = await stripeSecrets();
    await stripeSecrets();

    expect(first).toEqual({ secretKey: 'sk_test_unit', webhookSecret: 'whsec_unit' });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(String(fetch.mock.calls[0]![0])).toContain('withDecryption=true');
  });
});

describe('stripeProvider', () => {
  it("creates a Checkout session with Stripe's form encoding, the key from SSM and an idempotency key", async () => {
    const { stripeProvider } = await import('../../../../functions/payments/stripe-provider');
    const calls: { url: string; init: RequestInit }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      if (url.includes('localhost:2773')) return new Response(JSON.stringify({ Parameter: { Value: url.includes('webhook') ? 'whsec_unit' : 'sk_test_unit' } }));
      return new Response(JSON.stringify({ id: 'cs_1', url: 'https://checkout.stripe.com/c/cs_1' }));
    });

    const session = await stripeProvider.createCheckout({
      purpose: 'shop-order',
      reference: 'ORDER1',
      lines: [{ name: 'Clear case', unitAmountPence: 1299, quantity: 2 }],
      successUrl: 'https://example.com/ok',
      cancelUrl: 'https://example.com/back',
      expiresAt: new Date('2030-01-01T00:30:00Z'),
      idempotencyKey: 'cart:USER1:2030-01-01T00:00:00.000Z:1',
    });

    const stripeCall = calls.find((c) => c.url.startsWith('https://api.stripe.com'))!;
    const form = new URLSearchParams(String(stripeCall.init.body));
    expect(session).toEqual({ sessionId: 'cs_1', url: 'https://checkout.stripe.com/c/cs_1' });
    expect(stripeCall.url).toBe('https://api.stripe.com/v1/checkout/sessions');
    expect((stripeCall.init.headers as Record<string, string>)['idempotency-key']).toBe('cart:USER1:2030-01-01T00:00:00.000Z:1');
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('1299');
    expect(form.get('line_items[0][quantity]')).toBe('2');
    expect(form.get('metadata[purpose]')).toBe('shop-order');
    expect(form.get('expires_at')).toBe(String(Date.parse('2030-01-01T00:30:00Z') / 1000));
  });
});
