// The accounting export's files (decision 188): sales invoices and credit notes in the column layout
// of Xero's and QuickBooks Online's sales import templates, and the payments as a bank statement
// file each of them uploads. Amounts are VAT inclusive (choose "Tax inclusive" / "Inclusive" when
// importing), dates DD/MM/YYYY, the document numbers ours so the books match the shop's.
import { londonDay } from '../../shared/dates';
import { allocatePence } from '../../shared/reports/allocate';
import type { AccountingFormat } from '../../shared/schemas/reports/accounting';
import type { CreditNote, Invoice } from '../../shared/schemas/sales/invoice';
import type { VatTreatment } from '../../shared/sales/vat';

/**
 * Xero UK's default sales account and its VAT rate names; QuickBooks UK's VAT codes (decision 320). A
 * margin scheme line goes in as "No VAT": the VAT due on its margin is in the VAT return, not on the line.
 */
export const XERO_SALES_ACCOUNT = '200';
export const XERO_TAX_TYPES: Record<VatTreatment, string> = {
  standard: '20% (VAT on Income)',
  reduced: '5% (VAT on Income)',
  zero: 'Zero Rated Income',
  exempt: 'Exempt Income',
  outside: 'No VAT',
  margin: 'No VAT',
};
export const QUICKBOOKS_TAX_CODES: Record<VatTreatment, string> = { standard: '20.0% S', reduced: '5.0% R', zero: '0.0% Z', exempt: 'Exempt', outside: 'No VAT', margin: 'No VAT' };
const WALK_IN = 'Cash sale';

const cell = (value: string | number) => {
  const text = String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};
const pounds = (pence: number) => (pence / 100).toFixed(2);
const csv = (rows: readonly (readonly (string | number)[])[]) => rows.map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';

export function ukDate(iso: string): string {
  const [y, m, d] = londonDay(new Date(iso)).split('-');
  return `${d}/${m}/${y}`;
}

interface Row {
  description: string;
  quantity: number;
  unitPence: number;
  amountPence: number;
  vatPence: number;
  treatment: VatTreatment;
}

/** Each line's VAT shown: its own (a margin line's none), or on a document before decision 320 the document's shared by amount. */
function shownVat(lines: readonly { vatTreatment?: VatTreatment; vatPence?: number }[], documentVatPence: number, amounts: readonly number[]): number[] {
  const shared = allocatePence(documentVatPence, amounts);
  return lines.map((l, i) => (l.vatPence === undefined ? shared[i]! : l.vatTreatment === 'margin' ? 0 : l.vatPence));
}

/** An invoice's lines as import rows: a discounted line is one row of its net amount, so totals match exactly. */
function invoiceRows(invoice: Invoice): Row[] {
  const vats = shownVat(invoice.lines, invoice.vat.vatPence, invoice.lines.map((l) => l.netPence));
  return invoice.lines.map((l, i) => ({
    ...(l.discountPence === 0 && l.unitPence * l.quantity === l.netPence
      ? { description: l.description, quantity: l.quantity, unitPence: l.unitPence }
      : { description: `${l.description} (${l.quantity} x ${pounds(l.unitPence)} less ${pounds(l.unitPence * l.quantity - l.netPence)})`, quantity: 1, unitPence: l.netPence }),
    amountPence: l.netPence,
    vatPence: vats[i]!,
    treatment: l.vatTreatment ?? 'standard',
  }));
}

function creditNoteRows(note: CreditNote): Row[] {
  const vats = shownVat(note.lines, note.vat.vatPence, note.lines.map((l) => l.amountPence));
  return note.lines.map((l, i) => ({ description: `${l.description} (${l.quantity} returned)`, quantity: 1, unitPence: l.amountPence, amountPence: l.amountPence, vatPence: vats[i]!, treatment: l.vatTreatment ?? 'standard' }));
}

const contact = (doc: Invoice | CreditNote) => doc.customer?.name.trim() || WALK_IN;

const XERO_INVOICE_HEADER = ['*ContactName', 'EmailAddress', '*InvoiceNumber', 'Reference', '*InvoiceDate', '*DueDate', 'InventoryItemCode', '*Description', '*Quantity', '*UnitAmount', 'Discount', '*AccountCode', '*TaxType', 'Currency'];
const XERO_CREDIT_HEADER = ['*ContactName', 'EmailAddress', '*CreditNoteNumber', 'Reference', '*CreditNoteDate', 'InventoryItemCode', '*Description', '*Quantity', '*UnitAmount', 'Discount', '*AccountCode', '*TaxType', 'Currency'];
const QB_INVOICE_HEADER = ['*InvoiceNo', '*Customer', '*InvoiceDate', '*DueDate', 'Terms', 'Memo', 'Item(Product/Service)', 'ItemDescription', 'ItemQuantity', 'ItemRate', '*ItemAmount', '*ItemTaxCode', 'ItemTaxAmount', 'Currency'];
const QB_CREDIT_HEADER = ['*CreditNoteNo', '*Customer', '*CreditNoteDate', 'Memo', 'Item(Product/Service)', 'ItemDescription', 'ItemQuantity', 'ItemRate', '*ItemAmount', '*ItemTaxCode', 'ItemTaxAmount', 'Currency'];

type Cells = (string | number)[];

function xeroInvoiceLines(inv: Invoice): Cells[] {
  return invoiceRows(inv).map((r) => [contact(inv), inv.customer?.email ?? '', inv.number, inv.source.kind === 'till' ? 'Till' : 'Online shop', ukDate(inv.issuedAt), ukDate(inv.issuedAt), '', r.description, r.quantity, pounds(r.unitPence), '', XERO_SALES_ACCOUNT, XERO_TAX_TYPES[r.treatment], 'GBP']);
}

function xeroNoteLines(n: CreditNote): Cells[] {
  return creditNoteRows(n).map((r) => [contact(n), n.customer?.email ?? '', n.number, n.invoiceNumber, ukDate(n.issuedAt), '', r.description, r.quantity, pounds(r.unitPence), '', XERO_SALES_ACCOUNT, XERO_TAX_TYPES[r.treatment], 'GBP']);
}

function quickbooksInvoiceLines(inv: Invoice): Cells[] {
  return invoiceRows(inv).map((r) => [inv.number, contact(inv), ukDate(inv.issuedAt), ukDate(inv.issuedAt), 'Due on receipt', inv.source.kind === 'till' ? 'Till' : 'Online shop', 'Sales', r.description, r.quantity, pounds(r.unitPence), pounds(r.amountPence), QUICKBOOKS_TAX_CODES[r.treatment], pounds(r.vatPence), 'GBP']);
}

function quickbooksNoteLines(n: CreditNote): Cells[] {
  return creditNoteRows(n).map((r) => [n.number, contact(n), ukDate(n.issuedAt), `Refund of ${n.invoiceNumber}: ${n.reason}`, 'Sales', r.description, r.quantity, pounds(r.unitPence), pounds(r.amountPence), QUICKBOOKS_TAX_CODES[r.treatment], pounds(r.vatPence), 'GBP']);
}

const FILES = {
  xero: { invoices: ['xero-sales-invoices.csv', XERO_INVOICE_HEADER, xeroInvoiceLines], notes: ['xero-credit-notes.csv', XERO_CREDIT_HEADER, xeroNoteLines] },
  quickbooks: { invoices: ['quickbooks-invoices.csv', QB_INVOICE_HEADER, quickbooksInvoiceLines], notes: ['quickbooks-credit-notes.csv', QB_CREDIT_HEADER, quickbooksNoteLines] },
} as const;

/** A built file: its name, its rows (the header not counted) and its text; the handler stores it and answers a link (decision 380). */
export interface AccountingFile {
  name: string;
  rows: number;
  csv: string;
}
export interface AccountingFiles {
  format: AccountingFormat;
  files: AccountingFile[];
}

const METHOD_LABELS = { cash: 'Cash', card: 'Card', online: 'Online card', giftCard: 'Gift card', storeCredit: 'Store credit' } as const;

interface Move {
  at: string;
  amountPence: number;
  payee: string;
  description: string;
  reference: string;
}

/** Each payment taken (and refund made) as a bank statement line: money in positive, refunds negative. */
function paymentsFile(format: AccountingFormat, moves: Move[]): AccountingFile {
  moves.sort((a, b) => a.at.localeCompare(b.at) || a.reference.localeCompare(b.reference));
  const rows =
    format === 'xero'
      ? [['*Date', '*Amount', 'Payee', 'Description', 'Reference'], ...moves.map((m) => [ukDate(m.at), pounds(m.amountPence), m.payee, m.description, m.reference])]
      : [['Date', 'Description', 'Amount'], ...moves.map((m) => [ukDate(m.at), `${m.description} (${m.payee})`, pounds(m.amountPence)])];
  return { name: `${format}-payments.csv`, rows: moves.length, csv: csv(rows) };
}

/**
 * The export built a page of documents at a time (decision 361): each page's invoices and credit notes
 * become their import rows and payment lines at once, so only the rows are held, never a month of
 * documents. Pages may come newest first (as the lists read them): each file lists its documents
 * oldest first whatever order the pages came in.
 */
export class AccountingExportBuilder {
  private readonly invoicePages: Cells[][] = [];
  private readonly notePages: Cells[][] = [];
  private readonly moves: Move[] = [];

  constructor(readonly format: AccountingFormat) {}

  add(invoices: readonly Invoice[], notes: readonly CreditNote[]): void {
    const files = FILES[this.format];
    const byTime = <T extends { issuedAt: string; number: string }>(docs: readonly T[]) => [...docs].sort((a, b) => a.issuedAt.localeCompare(b.issuedAt) || a.number.localeCompare(b.number));
    this.invoicePages.push(byTime(invoices).flatMap(files.invoices[2]));
    this.notePages.push(byTime(notes).flatMap(files.notes[2]));
    for (const inv of invoices) for (const p of inv.payments) this.moves.push({ at: inv.issuedAt, amountPence: p.amountPence, payee: contact(inv), description: `${METHOD_LABELS[p.method]} payment for ${inv.number}`, reference: inv.number });
    for (const n of notes) for (const p of n.refunds) this.moves.push({ at: n.issuedAt, amountPence: -p.amountPence, payee: contact(n), description: `${METHOD_LABELS[p.method]} refund ${n.number} of ${n.invoiceNumber}`, reference: n.number });
  }

  /** `newestFirst`: the pages came newest first, so the files take them in reverse. */
  finish(newestFirst: boolean): AccountingFiles {
    const files = FILES[this.format];
    const inOrder = (pages: Cells[][]) => (newestFirst ? [...pages].reverse() : pages).flat();
    const invoiceLines = inOrder(this.invoicePages);
    const noteLines = inOrder(this.notePages);
    return {
      format: this.format,
      files: [
        { name: files.invoices[0], rows: invoiceLines.length, csv: csv([files.invoices[1], ...invoiceLines]) },
        { name: files.notes[0], rows: noteLines.length, csv: csv([files.notes[1], ...noteLines]) },
        paymentsFile(this.format, this.moves),
      ],
    };
  }
}

export function accountingExport(format: AccountingFormat, invoices: readonly Invoice[], notes: readonly CreditNote[]): AccountingFiles {
  const builder = new AccountingExportBuilder(format);
  builder.add(invoices, notes);
  return builder.finish(false);
}
