// Verifying a provider's webhook without the provider's client: the webhook Lambda needs only the
// webhook secret (the local one, or Stripe's from SSM), so it stays within its bundle budget.
import { paymentProviderName } from '../env';
import { localWebhookSecret } from './local-webhook-secret';
import type { PaymentEvent } from './payment-provider';
import { stripeSecrets } from './payment-secrets';
import { verifyStripeEvent } from './stripe-events';

export async function verifyPaymentWebhook(rawBody: string, signature: string | undefined): Promise<PaymentEvent> {
  const secret = paymentProviderName === 'stripe' ? (await stripeSecrets()).webhookSecret : localWebhookSecret;
  return verifyStripeEvent(rawBody, signature, secret);
}
