// Card readers in the cloud: Stripe Terminal's server-driven integration (decision 280), called with
// fetch like stripe-provider.ts. A PaymentIntent for card_present, then the reader's
// process_payment_intent action; the reader's outcome reaches us as payment_intent.succeeded,
// payment_intent.payment_failed or terminal.reader.action_failed on the payments webhook.
import { StripeApiError, stripeRequest } from './stripe-provider';
import { READER_BUSY, READER_OFFLINE, ReaderUnavailableError, TERMINAL_PAYMENT_PURPOSE, type TerminalProvider } from './terminal-provider';

const reader = (id: string) => `/terminal/readers/${encodeURIComponent(id)}`;

function unavailable(error: unknown): never {
  const code = error instanceof StripeApiError ? error.code : undefined;
  if (code === 'terminal_reader_offline' || code === 'terminal_reader_timeout') throw new ReaderUnavailableError(READER_OFFLINE);
  if (code === 'terminal_reader_busy') throw new ReaderUnavailableError(READER_BUSY);
  throw error;
}

export const stripeTerminal: TerminalProvider = {
  async registerReader({ providerReaderId }) {
    if (!providerReaderId) throw new ReaderUnavailableError("Enter the reader's Stripe id (tmr_…) from the Stripe Dashboard.");
    try {
      await stripeRequest('GET', reader(providerReaderId));
    } catch (error) {
      if (error instanceof StripeApiError && error.code === 'resource_missing') throw new ReaderUnavailableError('Stripe has no reader with that id.');
      throw error;
    }
    return providerReaderId;
  },
  async collect({ reference, amountPence, providerReaderId, idempotencyKey }) {
    const intent = await stripeRequest<{ id: string }>(
      'POST',
      '/payment_intents',
      {
        amount: amountPence,
        currency: 'gbp',
        payment_method_types: ['card_present'],
        capture_method: 'automatic',
        metadata: { purpose: TERMINAL_PAYMENT_PURPOSE, reference },
      },
      `${idempotencyKey}:intent`,
    );
    try {
      await stripeRequest('POST', `${reader(providerReaderId)}/process_payment_intent`, { payment_intent: intent.id }, `${idempotencyKey}:process`);
    } catch (error) {
      unavailable(error);
    }
    return intent.id;
  },
  async cancel({ providerReaderId, providerPaymentId }) {
    // The reader may have finished (or never started) its action: its state is read from the payment.
    await stripeRequest('POST', `${reader(providerReaderId)}/cancel_action`, {}).catch(() => undefined);
    const intent = await stripeRequest<{ status: string }>('GET', `/payment_intents/${encodeURIComponent(providerPaymentId)}`);
    if (intent.status === 'succeeded' || intent.status === 'processing') return 'over';
    if (intent.status !== 'canceled') await stripeRequest('POST', `/payment_intents/${encodeURIComponent(providerPaymentId)}/cancel`, {});
    return 'cancelled';
  },
  simulatorUrl: () => undefined,
};
