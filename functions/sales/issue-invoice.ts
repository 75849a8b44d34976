// Issuing invoices and credit notes: the next number of a gapless sequence, taken in the same
// transaction as whatever the document records (a till sale, a paid online order, a refund). The
// counter moves only when that transaction commits, so a number is never skipped nor given twice
// (decision 141). The shop's paid orders call issueInvoice + commitWithRetries exactly as the till does.
import { londonDay } from '../../shared/dates';
import type { Payment, MethodTotals } from '../../shared/schemas/sales/fields';
import type { CreditNote, Invoice, InvoiceSeller } from '../../shared/schemas/sales/invoice';
import { getShopSettings } from '../data/shop-settings';
import {
  advanceCounterItem,
  creditNoteItem,
  dayRollupItem,
  invoiceItem,
  lastNumberOf,
  type TransactItem,
} from '../data/invoices';
import { TransactionCancelledError, transactWrite } from '../data/transact';
import { ConflictError, HttpError } from '../lib/http-errors';

export type InvoiceDraft = Omit<Invoice, 'number' | 'seller'>;
export type CreditNoteDraft = Omit<CreditNote, 'number' | 'seller'>;

/** The VAT number and footer from the shop's settings, kept on the document: it is never edited later. */
async function sellerNow(): Promise<InvoiceSeller> {
  const { invoices } = await getShopSettings();
  return { vatNumber: invoices.vatNumber, footer: invoices.invoiceFooter };
}

export function formatDocumentNumber(prefix: 'INV' | 'CN', n: number): string {
  return `${prefix}-${String(n).padStart(6, '0')}`;
}

export function methodTotals(payments: readonly Pick<Payment, 'method' | 'amountPence'>[]): MethodTotals {
  const totals: MethodTotals = { cash: 0, card: 0, online: 0 };
  for (const p of payments) totals[p.method] += p.amountPence;
  return totals;
}

export interface IssuedDocument<T> {
  document: T;
  /** The counter's move first (index 0), then the document and the day's rollup. */
  items: TransactItem[];
}

/** The next invoice, numbered, with the items that issue it. Put the items in one transaction with the sale's own. */
export async function issueInvoice(draft: InvoiceDraft): Promise<IssuedDocument<Invoice>> {
  const [last, seller] = await Promise.all([lastNumberOf('invoice'), sellerNow()]);
  const invoice: Invoice = { ...draft, seller, number: formatDocumentNumber('INV', last + 1) };
  return {
    document: invoice,
    items: [
      advanceCounterItem('invoice', last),
      invoiceItem(invoice),
      dayRollupItem(londonDay(new Date(invoice.issuedAt)), 'sale', invoice.totalPence, invoice.vat.vatPence, methodTotals(invoice.payments)),
    ],
  };
}

/** The next credit note against an invoice, with the items that issue it. */
export async function issueCreditNote(draft: CreditNoteDraft): Promise<IssuedDocument<CreditNote>> {
  const [last, seller] = await Promise.all([lastNumberOf('creditNote'), sellerNow()]);
  const note: CreditNote = { ...draft, seller, number: formatDocumentNumber('CN', last + 1) };
  return {
    document: note,
    items: [
      advanceCounterItem('creditNote', last),
      creditNoteItem(note),
      dayRollupItem(londonDay(new Date(note.issuedAt)), 'refund', note.totalPence, note.vat.vatPence, methodTotals(note.refunds)),
    ],
  };
}

export interface Attempt<T> {
  items: TransactItem[];
  /** Indexes of items whose failed condition means "state moved on: read again and retry" (counters, versions). */
  retryable: readonly number[];
  result: T;
  /** Any other failed condition: throw the error to answer with, return a result (a replay), or null to rethrow. */
  explain?: (error: TransactionCancelledError) => Promise<T | null>;
}

const MAX_ATTEMPTS = 40;
export const SEQUENCE_BUSY_MESSAGE = 'The till is busy issuing other invoices. Please try again.';

/**
 * What a request with an idempotency key already made, or null: asked before every retry and before
 * any refusal is answered, so a key is always looked at before any other rule (decision 235).
 */
export type Replay<T> = () => Promise<T | null>;

/**
 * Builds and commits a transaction, building it afresh (new reads, next number) whenever it lost a
 * race. Under 20 simultaneous sales each round lets one through, so the limit is well above that.
 * With `replay`, a request whose key was used meanwhile (the same request sent twice at once) answers
 * what the first made, rather than what the first's writes now refuse (a job already Collected, a line
 * already refunded): the caller checks the key before its first attempt, this before every other.
 */
export async function commitWithRetries<T>(build: () => Promise<Attempt<T>>, replay?: Replay<T>): Promise<T> {
  /** The refusal to answer, unless the key was used meanwhile. */
  const orReplay = async (error: unknown): Promise<T> => {
    const earlier = replay ? await replay() : null;
    if (earlier !== null) return earlier;
    throw error;
  };
  for (let attempt = 1; ; attempt++) {
    if (attempt > 1 && replay) {
      const earlier = await replay();
      if (earlier !== null) return earlier;
    }
    let built: Attempt<T>;
    try {
      built = await build();
    } catch (error) {
      if (error instanceof HttpError) return orReplay(error);
      throw error;
    }
    const { items, retryable, result, explain } = built;
    try {
      await transactWrite(items);
      return result;
    } catch (error) {
      if (!(error instanceof TransactionCancelledError)) throw error;
      const lostRace = error.reasons.includes('TransactionConflict') || retryable.some((i) => error.conditionFailedAt(i));
      if (lostRace) {
        if (attempt >= MAX_ATTEMPTS) return orReplay(new ConflictError(SEQUENCE_BUSY_MESSAGE));
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 15 * Math.min(attempt, 6)));
        continue;
      }
      if (replay) {
        const earlier = await replay();
        if (earlier !== null) return earlier;
      }
      try {
        const explained = explain ? await explain(error) : null;
        if (explained !== null) return explained;
      } catch (refusal) {
        if (refusal instanceof HttpError) return orReplay(refusal);
        throw refusal;
      }
      throw error;
    }
  }
}
