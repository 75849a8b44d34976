// A sale's card part on a registered reader (decisions 280 and 281): the attempt is recorded under the
// till's own key BEFORE the provider is asked, so ten identical requests make one payment on the
// reader and all answer it. The reader's outcome arrives on the payments webhook (terminal-events.ts);
// the till reads the attempt until it ends, and may cancel it. The sale itself is recorded by
// create-sale with the succeeded payment, which it uses once.
import { ulid } from 'ulid';
import type { RegisterReaderRequest, StartTerminalPaymentRequest, TerminalPayment, TerminalReader, UpdateReaderRequest } from '../../shared/schemas/sales/terminal';
import type { Staff } from '../../shared/schemas/sales/fields';
import { getTillRequest } from '../data/sales';
import {
  claimTerminalPayment,
  endTerminalPayment,
  getTerminalPayment,
  recordProviderPayment,
  terminalRefundedItem,
  terminalSaleFreedItem,
  terminalSalePaidBy,
  type TerminalPaymentRecord,
} from '../data/terminal-payments';
import { deleteTerminalReader, getTerminalReader, listTerminalReaders, putTerminalReader, updateTerminalReader, type TerminalReaderRecord } from '../data/terminal-readers';
import { commitWithRetries } from '../data/transact';
import { BadRequestError, ConflictError, NotFoundError, PaymentProviderError } from '../lib/http-errors';
import { logger } from '../lib/logger';
import { askRefunds } from '../payments/ask-refunds';
import { terminalProvider } from '../payments/terminal';
import { ReaderUnavailableError } from '../payments/terminal-provider';
import { KEY_USED_FOR_OTHER } from './create-sale';
import { wholeRefund } from './terminal-refunds';

export const NO_SUCH_READER = 'No card reader has that id.';
export const NO_SUCH_TERMINAL_PAYMENT = 'No card payment has that key.';
export const SALE_ALREADY_RECORDED = 'This sale is already recorded. Start a new sale.';
export const SALE_ALREADY_PAID_BY_CARD = "This sale's card payment has already been taken on a reader.";
export const CANCELLED_AT_TILL = 'Cancelled at the till.';
export const REFUNDED_AT_TILL = 'Refunded to the card: the sale was paid another way.';

export function readerView(reader: TerminalReaderRecord): TerminalReader {
  const simulatorUrl = terminalProvider.simulatorUrl(reader.providerReaderId);
  return { ...reader, ...(simulatorUrl ? { simulatorUrl } : {}) };
}

export function terminalPaymentView(payment: TerminalPaymentRecord): TerminalPayment {
  const { providerReaderId, ...rest } = payment;
  const simulatorUrl = payment.state === 'pending' ? terminalProvider.simulatorUrl(providerReaderId) : undefined;
  return { ...rest, ...(simulatorUrl ? { simulatorUrl } : {}) };
}

export async function listReaders(): Promise<TerminalReader[]> {
  return (await listTerminalReaders()).map(readerView);
}

export async function registerReader(input: RegisterReaderRequest, now: Date): Promise<TerminalReader> {
  let providerReaderId: string;
  try {
    providerReaderId = await terminalProvider.registerReader(input);
  } catch (error) {
    if (error instanceof ReaderUnavailableError) throw new BadRequestError(error.message);
    logger.error('The provider did not answer a reader registration', { error: error as Error });
    throw new PaymentProviderError();
  }
  if ((await listTerminalReaders()).some((r) => r.providerReaderId === providerReaderId)) throw new ConflictError('That reader is registered already.');
  const reader: TerminalReaderRecord = { readerId: ulid(now.getTime()), label: input.label, location: input.location, providerReaderId, registeredAt: now.toISOString() };
  await putTerminalReader(reader);
  return readerView(reader);
}

export async function updateReader(readerId: string, change: UpdateReaderRequest): Promise<TerminalReader> {
  const reader = await updateTerminalReader(readerId, change);
  if (!reader) throw new NotFoundError(NO_SUCH_READER);
  return readerView(reader);
}

/**
 * Takes a reader off the till's list. A payment waiting on it keeps going (its record names the
 * provider's reader and its label); the reader stays registered with Stripe, where the hardware is managed.
 */
export async function removeReader(readerId: string): Promise<TerminalReader[]> {
  if (!(await deleteTerminalReader(readerId))) throw new NotFoundError(NO_SUCH_READER);
  return listReaders();
}

function sameRequest(found: TerminalPaymentRecord, input: StartTerminalPaymentRequest): boolean {
  return found.saleKey === input.saleKey && found.readerId === input.readerId && found.amountPence === input.amountPence;
}

export async function startTerminalPayment(input: StartTerminalPaymentRequest, staff: Staff, now: Date): Promise<TerminalPayment> {
  const earlier = await getTerminalPayment(input.paymentKey);
  if (earlier) {
    if (!sameRequest(earlier, input)) throw new ConflictError(KEY_USED_FOR_OTHER);
    return terminalPaymentView(earlier);
  }
  const reader = await getTerminalReader(input.readerId);
  if (!reader) throw new BadRequestError(NO_SUCH_READER);
  if (await getTillRequest(input.saleKey)) throw new ConflictError(SALE_ALREADY_RECORDED);
  if (await terminalSalePaidBy(input.saleKey)) throw new ConflictError(SALE_ALREADY_PAID_BY_CARD);
  const at = now.toISOString();
  const record: TerminalPaymentRecord = {
    paymentKey: input.paymentKey,
    saleKey: input.saleKey,
    readerId: reader.readerId,
    readerLabel: reader.label,
    providerReaderId: reader.providerReaderId,
    amountPence: input.amountPence,
    state: 'pending',
    createdAt: at,
    updatedAt: at,
  };
  if (!(await claimTerminalPayment(record))) {
    // The same attempt sent at the same moment: its claim is the answer.
    const found = (await getTerminalPayment(input.paymentKey))!;
    if (!sameRequest(found, input)) throw new ConflictError(KEY_USED_FOR_OTHER);
    return terminalPaymentView(found);
  }
  logger.info('Card payment sent to a reader', { paymentKey: input.paymentKey, readerId: reader.readerId, amountPence: input.amountPence, by: staff.userId });
  try {
    const providerPaymentId = await terminalProvider.collect({ reference: input.paymentKey, amountPence: input.amountPence, providerReaderId: reader.providerReaderId, idempotencyKey: input.paymentKey });
    await recordProviderPayment(input.paymentKey, providerPaymentId, now);
  } catch (error) {
    const message = error instanceof ReaderUnavailableError ? error.message : 'The card payment service did not answer. Try again, or choose another reader or tender.';
    if (!(error instanceof ReaderUnavailableError)) logger.error('The provider did not take a reader payment', { paymentKey: input.paymentKey, error: error as Error });
    await endTerminalPayment(input.paymentKey, 'failed', message, now);
  }
  return terminalPaymentView((await getTerminalPayment(input.paymentKey))!);
}

export async function readTerminalPayment(paymentKey: string): Promise<TerminalPayment> {
  const payment = await getTerminalPayment(paymentKey);
  if (!payment) throw new NotFoundError(NO_SUCH_TERMINAL_PAYMENT);
  return terminalPaymentView(payment);
}

/**
 * The till gives up on an attempt: a payment still on the reader is stopped there; one that
 * succeeded but no sale used (staff took another tender) is refunded to the card. Whatever already
 * ended otherwise is answered as it stands.
 */
export async function cancelTerminalPayment(paymentKey: string, now: Date): Promise<TerminalPayment> {
  const payment = await getTerminalPayment(paymentKey);
  if (!payment) throw new NotFoundError(NO_SUCH_TERMINAL_PAYMENT);
  if (payment.state === 'pending') {
    const outcome = payment.providerPaymentId
      ? await terminalProvider.cancel({ providerReaderId: payment.providerReaderId, providerPaymentId: payment.providerPaymentId }).catch((error: unknown) => {
          logger.error('The provider did not cancel a reader payment', { paymentKey, error: error as Error });
          throw new PaymentProviderError();
        })
      : 'cancelled';
    if (outcome === 'cancelled') await endTerminalPayment(paymentKey, 'cancelled', CANCELLED_AT_TILL, now);
  } else if (payment.state === 'succeeded' && !payment.saleId && payment.providerPaymentId) {
    await refundUnused(payment, now);
  }
  return readTerminalPayment(paymentKey);
}

async function refundUnused(payment: TerminalPaymentRecord, now: Date): Promise<void> {
  const { item, refund } = wholeRefund(payment, payment.providerPaymentId!, now);
  const done = await commitWithRetries(async () => ({
    items: [terminalRefundedItem(payment.paymentKey, 'succeeded', REFUNDED_AT_TILL, now), terminalSaleFreedItem(payment.saleKey, payment.paymentKey), item],
    retryable: [],
    result: true,
    // A sale used it meanwhile, or the same cancel ran first: nothing to refund here.
    explain: async () => false,
  }));
  if (done) await askRefunds([refund]);
}
