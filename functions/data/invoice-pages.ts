// The sales and invoice lists' pages (decision 361): the invoices of a range of days a page at a time,
// newest first, each page with the credit notes issued over the times it covers.
import type { CreditNote, Invoice } from '../../shared/schemas/sales/invoice';
import { accountPage } from './account-pages';
import { listCreditNotes } from './invoices';
import { stripKeys } from './items';
import * as keys from './keys';

/** Invoices a page, in the sales list and the invoice list. */
export const INVOICE_PAGE_SIZE = 100;

export interface InvoicePage {
  /** Newest first. */
  invoices: Invoice[];
  nextCursor?: string;
  /** The times the page covers, `from` inclusive, `to` exclusive: where its credit notes belong (decision 361). */
  window: { from: string; to: string };
}

/**
 * One page of the invoices issued from `from` to before `to`, newest first: one Query of gsi1 with a
 * checked cursor (decision 361). The page's window runs from its oldest invoice (or `from`, on the
 * last page) to where the page before it stopped (or `to`, on the first).
 */
export async function invoicesPage(from: string, to: string, cursor: string | undefined, limit: number): Promise<InvoicePage> {
  const page = await accountPage({ index: 'gsi1', partition: keys.invoicesPartition, prefix: '', between: [from, `${to}#`], cursor, limit });
  const invoices = page.items.filter((i) => String(i.issuedAt) < to).map((i) => stripKeys(i) as Invoice);
  const windowTo = page.after ? page.after.slice(0, page.after.indexOf('#')) : to;
  const windowFrom = page.nextCursor ? String(page.items.at(-1)!.issuedAt) : from;
  return { invoices, ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}), window: { from: windowFrom, to: windowTo } };
}

/** A page of invoices and the credit notes issued over its window: two Queries. */
export async function invoicesWithNotesPage(from: string, to: string, cursor: string | undefined, limit = INVOICE_PAGE_SIZE): Promise<{ invoices: Invoice[]; creditNotes: CreditNote[]; nextCursor?: string }> {
  const { invoices, nextCursor, window } = await invoicesPage(from, to, cursor, limit);
  const creditNotes = (await listCreditNotes(window.from, window.to)).reverse();
  return { invoices, creditNotes, ...(nextCursor ? { nextCursor } : {}) };
}
