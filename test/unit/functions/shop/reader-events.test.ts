// A card reader's events (decisions 280 and 282): the simulated reader's buttons send what a Stripe
// reader causes, signed, and the one verification reads each as the event the till's handler acts on.
import { describe, expect, it } from 'vitest';
import { localReaderEvent } from '../../../../functions/payments/local-reader-events';
import { verifyStripeEvent } from '../../../../functions/payments/stripe-events';
import { TERMINAL_PAYMENT_PURPOSE } from '../../../../functions/payments/terminal-provider';

const secret = 'whsec_unit';
const action = { providerPaymentId: 'pi_local_1', purpose: TERMINAL_PAYMENT_PURPOSE, reference: 'attempt-key-1', amountPence: 1250 };
const read = (button: 'approve' | 'decline' | 'cancel') => {
  const event = localReaderEvent('tmr_local_1', action, button, secret);
  return verifyStripeEvent(event.body, event.signature, secret);
};

describe("a card reader's events", () => {
  it('reads Approve as a success of the payment, for its amount in pounds sterling', () => {
    expect(read('approve')).toMatchObject({ type: 'payment.succeeded', purpose: TERMINAL_PAYMENT_PURPOSE, reference: 'attempt-key-1', paymentId: 'pi_local_1', amountPence: 1250, currency: 'gbp' });
  });

  it('reads Decline as a failed payment with the bank’s words', () => {
    expect(read('decline')).toMatchObject({ type: 'payment.failed', reference: 'attempt-key-1', paymentId: 'pi_local_1', failureMessage: 'Your card was declined.' });
  });

  it("reads Cancel as the reader's action failing with the customer's cancel, naming the payment only", () => {
    const event = read('cancel');
    expect(event).toMatchObject({ type: 'reader.failed', purpose: TERMINAL_PAYMENT_PURPOSE, paymentId: 'pi_local_1', failureCode: 'customer_canceled' });
    expect(event.reference).toBeUndefined();
  });

  it('refuses an event signed with another secret', () => {
    const event = localReaderEvent('tmr_local_1', action, 'approve', 'whsec_other');
    expect(() => verifyStripeEvent(event.body, event.signature, secret)).toThrow('Webhook signature verification failed');
  });
});
