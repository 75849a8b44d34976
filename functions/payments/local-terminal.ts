// Simulated card readers on a developer's machine (decision 282): a reader is an item in the table
// (functions/data/local-readers.ts) and its page is served by the local server
// (scripts/local/local-reader-page.ts), which shows the amount waiting and sends the same signed
// events Stripe's readers cause to the same webhook handler.
import { createHash } from 'node:crypto';
import { ulid } from 'ulid';
import { clearLocalReaderAction, getLocalReader, putLocalReader, putLocalReaderAction } from '../data/local-readers';
import { READER_BUSY, READER_OFFLINE, ReaderUnavailableError, TERMINAL_PAYMENT_PURPOSE, type TerminalProvider } from './terminal-provider';

export const localTerminal: TerminalProvider = {
  async registerReader({ label }) {
    const providerReaderId = `tmr_local_${ulid()}`;
    await putLocalReader({ providerReaderId, label });
    return providerReaderId;
  },
  async collect({ reference, amountPence, providerReaderId, idempotencyKey }) {
    // One payment per key, as Stripe answers a repeated idempotency key with the first.
    const providerPaymentId = `pi_local_${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24)}`;
    if (!(await getLocalReader(providerReaderId))) throw new ReaderUnavailableError(READER_OFFLINE);
    if (!(await putLocalReaderAction(providerReaderId, { providerPaymentId, purpose: TERMINAL_PAYMENT_PURPOSE, reference, amountPence }))) throw new ReaderUnavailableError(READER_BUSY);
    return providerPaymentId;
  },
  async cancel({ providerReaderId, providerPaymentId }) {
    if (await clearLocalReaderAction(providerReaderId, providerPaymentId)) return 'cancelled';
    // Off the reader already: approved (its success event is on its way or handled), or declined or cancelled there.
    return 'over';
  },
  simulatorUrl: (providerReaderId) => `/local-reader/${providerReaderId}`,
};
