// Issuing invoices and credit notes: the next number of a gapless sequence, taken in the same
// transaction as whatever the document records (a till sale, a paid online order, a refund). The
// counter moves only when that transaction commits, so a number is never skipped nor given twice
// (decision 141). The shop's paid orders call issueInvoice + commitWithRetries (data/transact.ts)
// exactly as the till does.
import { londonDay } from '../../shared/dates';
import { PAYMENT_METHODS, type Payment, type MethodTotals } from '../../shared/schemas/sales/fields';
import type { CreditNote, Invoice, InvoiceSeller } from '../../shared/schemas/sales/invoice';
import { getShopSettings } from '../data/shop-settings';
import {
  advanceCounterItem,
  creditNoteItem,
  dayRollupItem,
  invoiceItem,
  lastNumberOf,
} from '../data/invoices';
import type { TransactItem } from '../data/transact';
import { purchaseItems, type PurchaseHolder } from '../data/purchases';

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
  const totals = Object.fromEntries(PAYMENT_METHODS.map((m) => [m, 0])) as MethodTotals;
  for (const p of payments) totals[p.method] += p.amountPence;
  return totals;
}

export interface IssuedDocument<T> {
  document: T;
  /** The counter's move first (index 0), then the document and the day's rollup, then its purchase rows. */
  items: TransactItem[];
}

/**
 * The next invoice, numbered, with the items that issue it. Put the items in one transaction with the
 * sale's own. `holders`: the accounts (or unlinked customer records) whose Purchases list it (decision 295).
 */
export async function issueInvoice(draft: InvoiceDraft, holders: readonly PurchaseHolder[] = []): Promise<IssuedDocument<Invoice>> {
  const [last, seller] = await Promise.all([lastNumberOf('invoice'), sellerNow()]);
  const invoice: Invoice = { ...draft, seller, number: formatDocumentNumber('INV', last + 1) };
  return {
    document: invoice,
    items: [
      advanceCounterItem('invoice', last),
      invoiceItem(invoice),
      dayRollupItem(londonDay(new Date(invoice.issuedAt)), 'sale', invoice.totalPence, invoice.vat.vatPence, methodTotals(invoice.payments)),
      ...purchaseItems(holders, invoice),
    ],
  };
}

/** The next credit note against an invoice, with the items that issue it. */
export async function issueCreditNote(draft: CreditNoteDraft, holders: readonly PurchaseHolder[] = []): Promise<IssuedDocument<CreditNote>> {
  const [last, seller] = await Promise.all([lastNumberOf('creditNote'), sellerNow()]);
  const note: CreditNote = { ...draft, seller, number: formatDocumentNumber('CN', last + 1) };
  return {
    document: note,
    items: [
      advanceCounterItem('creditNote', last),
      creditNoteItem(note),
      dayRollupItem(londonDay(new Date(note.issuedAt)), 'refund', note.totalPence, note.vat.vatPence, methodTotals(note.refunds)),
      ...purchaseItems(holders, note),
    ],
  };
}
