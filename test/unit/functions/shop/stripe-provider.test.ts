// The Stripe provider reads its keys from SSM SecureString parameters once per instance, and
// verifies webhooks with the webhook secret (5-minute tolerance) into PaymentEvents.
import { GetParametersCommand, SSMClient } from '@aws-sdk/client-ssm';
import { mockClient } from 'aws-sdk-client-mock';
import { describe, expect, it } from 'vitest';
import { stripeProvider } from '../../../../functions/payments/stripe-provider';
import { signStripeEvent } from '../../../../functions/payments/stripe-events';

const ssm = mockClient(SSMClient);
ssm.on(GetParametersCommand).resolves({
  Parameters: [
    { Name: '/device-drs/payments/stripe-secret-key', Value: 'sk_test_unit' },
    { Name: '/device-drs/payments/stripe-webhook-secret', Value: 'whsec_unit' },
  ],
});

const completed = JSON.stringify({
  id: 'evt_1',
  object: 'event',
  type: 'checkout.session.completed',
  data: { object: { id: 'cs_1', object: 'checkout.session', client_reference_id: 'ORDER1', metadata: { purpose: 'shop-order' }, payment_status: 'paid', payment_intent: 'pi_1', amount_total: 2498 } },
});

describe('stripeProvider.verifyWebhook', () => {
  it('reads a signed checkout.session.completed as a completed payment, with keys read from SSM once', async () => {
    const first = await stripeProvider.verifyWebhook(completed, signStripeEvent(completed, 'whsec_unit'));
    await stripeProvider.verifyWebhook(completed, signStripeEvent(completed, 'whsec_unit'));

    expect(first).toEqual({ id: 'evt_1', type: 'checkout.completed', purpose: 'shop-order', reference: 'ORDER1', sessionId: 'cs_1', paymentId: 'pi_1', amountPence: 2498 });
    expect(ssm.commandCalls(GetParametersCommand)).toHaveLength(1);
    expect(ssm.commandCalls(GetParametersCommand)[0]!.args[0].input).toMatchObject({ WithDecryption: true });
  });

  it('refuses a signature older than 5 minutes or made with another secret', async () => {
    const stale = signStripeEvent(completed, 'whsec_unit', Math.floor(Date.now() / 1000) - 301);

    await expect(stripeProvider.verifyWebhook(completed, stale)).rejects.toThrow('Webhook signature verification failed');
    await expect(stripeProvider.verifyWebhook(completed, signStripeEvent(completed, 'whsec_other'))).rejects.toThrow('Webhook signature verification failed');
  });
});
