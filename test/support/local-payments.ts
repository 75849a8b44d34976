// Paying through the local provider as its payment page does (scripts/local/local-payment-page.ts):
// the session is closed as paid in the provider's own books, then its signed event goes to the
// webhook. providerBooks reads those books back, to compare with ours to the penny.
import { ulid } from 'ulid';
import { shopRoutes } from '../../shared/api/routes/shop';
import { closeLocalSession, getLocalSession, localRefundsOf, localSessionsOf, type LocalPaymentSession } from '../../functions/data/local-payments';
import { localEvent } from '../../functions/payments/local-events';
import { invoke, type InvokeResult } from './invoke';

/** The customer presses Pay: null when the page no longer takes payment (paid or closed), as the page answers 409. */
export async function payPage(sessionId: string): Promise<{ paymentId: string; webhook: InvokeResult } | null> {
  const session = await getLocalSession(sessionId);
  if (!session) throw new Error(`No local session ${sessionId}`);
  const paymentId = `pi_local_${ulid()}`;
  if (session.status !== 'open' || !(await closeLocalSession(sessionId, 'paid', paymentId))) return null;
  const event = localEvent(session, 'pay', paymentId);
  const webhook = await invoke(shopRoutes.handlePaymentWebhook, { body: event.body, headers: { 'stripe-signature': event.signature, 'x-drs-client': '' } });
  return { paymentId, webhook };
}

export interface ProviderBooks {
  sessions: LocalPaymentSession[];
  /** Taken: the sessions paid. */
  paidPence: number;
  /** Given back: every refund of those payments. */
  refundedPence: number;
  refundCount: number;
}

export async function providerBooks(purpose: string, references: readonly string[]): Promise<ProviderBooks> {
  const sessions = (await Promise.all(references.map((reference) => localSessionsOf(purpose, reference)))).flat();
  const paid = sessions.filter((s) => s.status === 'paid');
  const refunds = (await Promise.all(paid.map((s) => localRefundsOf(s.paymentId!)))).flat();
  return {
    sessions,
    paidPence: paid.reduce((sum, s) => sum + s.amountPence, 0),
    refundedPence: refunds.reduce((sum, r) => sum + r.amountPence, 0),
    refundCount: refunds.length,
  };
}
