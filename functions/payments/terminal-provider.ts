// The card reader provider interface (decision 280): Stripe Terminal's server-driven integration in
// the cloud, simulated readers on a developer's machine. The till's card payments go through it; the
// outcome arrives as a signed webhook event (payment-provider.ts's PaymentEvent), and refunds go
// through the payment provider's refund like any other payment's.

/** The purpose the reader's payments carry, which names their webhook handler (payment-purposes.ts). */
export const TERMINAL_PAYMENT_PURPOSE = 'till-terminal';

export interface CollectRequest {
  /** Our terminal payment's key: the webhook hands its events to it. */
  reference: string;
  amountPence: number;
  providerReaderId: string;
  /** The attempt's key: asking again answers the same payment on the reader. */
  idempotencyKey: string;
}

/** The reader could not be given the payment: the message says why, in words for the till. */
export class ReaderUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReaderUnavailableError';
  }
}

export const READER_OFFLINE = 'The reader is offline. Check it is switched on and connected, or choose another reader or tender.';
export const READER_BUSY = 'The reader is busy with another payment. Cancel that payment or choose another reader.';

export interface TerminalProvider {
  /** A reader to register: Stripe's own (checked it exists), or a new simulated one; its provider id. */
  registerReader(request: { label: string; providerReaderId?: string }): Promise<string>;
  /** Makes a card-present payment for the amount and sends it to the reader: its provider id. Throws ReaderUnavailableError. */
  collect(request: CollectRequest): Promise<string>;
  /** Stops the payment on the reader: 'cancelled', or 'over' when it had already succeeded there. */
  cancel(request: { providerReaderId: string; providerPaymentId: string }): Promise<'cancelled' | 'over'>;
  /** Local only: the simulated reader's page. */
  simulatorUrl(providerReaderId: string): string | undefined;
}
