// Decision 361: the sales and invoice lists read a page of invoices at a time, newest first, with the
// credit notes of the times each page covers (every note on exactly one page); a tampered or foreign
// cursor is a 400; the accounting export read page by page gives the same files as read whole (the
// handler's fetched through the links it answers, decision 380).
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../shared/api/manifest';
import { vatBreakdown } from '../../../shared/sales/vat';
import type { CreditNote, Invoice } from '../../../shared/schemas/sales/invoice';
import { db } from '../../../functions/data/client';
import { invoicesWithNotesPage } from '../../../functions/data/invoice-pages';
import { listCreditNotes, listInvoices } from '../../../functions/data/invoices';
import { commitWithRetries } from '../../../functions/data/transact';
import { AccountingExportBuilder, accountingExport } from '../../../functions/reports/accounting-csv';
import { issueCreditNote, issueInvoice, type InvoiceDraft } from '../../../functions/sales/issue-invoice';
import { dayRange } from '../../../functions/sales/list-sales';
import { emptyTally, installMeter, type Tally } from '../../../scripts/scale/dynamo-meter';
import { exportedFiles } from '../../support/export-links';
import { invoke } from '../../support/invoke';
import { signedInUser, type SignedIn } from '../repairs/repair-helpers';

let admin: SignedIn;
let tally: Tally | null = null;
// A month of a far year, unique to this run, so no other file's sales land in it.
const MONTH = `${2040 + Math.floor(Math.random() * 50)}-05`;
const { start, end } = dayRange(`${MONTH}-01`, `${MONTH}-31`);
let invoices: Invoice[] = [];
let notes: CreditNote[] = [];

async function sell(issuedAt: string, pence: number): Promise<Invoice> {
  const lines = [{ lineId: 'L1', kind: 'custom' as const, description: 'Screen protector fitting', quantity: 1, unitPence: pence, discountPence: 0, netPence: pence }];
  const draft: InvoiceDraft = { issuedAt, source: { kind: 'till', saleId: randomUUID() }, lines, subtotalPence: pence, discountPence: 0, totalPence: pence, vat: vatBreakdown(pence), payments: [{ method: 'card', amountPence: pence }] };
  return commitWithRetries(async () => {
    const { document, items } = await issueInvoice(draft);
    return { items, retryable: [0], result: document };
  });
}

async function refund(invoice: Invoice, issuedAt: string): Promise<CreditNote> {
  return commitWithRetries(async () => {
    const { document, items } = await issueCreditNote({
      issuedAt, invoiceNumber: invoice.number, source: invoice.source, refundId: randomUUID(), reason: 'Faulty',
      lines: [{ lineId: 'L1', description: 'Returned', quantity: 1, amountPence: 500, restocked: false }], totalPence: 500, vat: vatBreakdown(500), refunds: [{ method: 'card', amountPence: 500 }],
    });
    return { items, retryable: [0], result: document };
  });
}

beforeAll(async () => {
  installMeter(db, () => tally);
  admin = await signedInUser('admin');
  for (const day of ['02', '05', '09', '14', '20']) invoices.push(await sell(`${MONTH}-${day}T10:00:00.000Z`, 1000 + invoices.length));
  // One note between the second and third invoices, one after the last.
  notes = [await refund(invoices[1]!, `${MONTH}-07T10:00:00.000Z`), await refund(invoices[4]!, `${MONTH}-25T10:00:00.000Z`)];
});

describe('invoice pages', () => {
  it('reads the invoices newest first a page at a time, each credit note on the one page whose times it falls in', async () => {
    const pages = [];
    let cursor: string | undefined;
    do {
      const page = await invoicesWithNotesPage(start, end, cursor, 2);
      pages.push(page);
      cursor = page.nextCursor;
    } while (cursor);

    expect(pages.map((p) => p.invoices.map((i) => i.number))).toEqual([
      [invoices[4]!.number, invoices[3]!.number],
      [invoices[2]!.number, invoices[1]!.number],
      [invoices[0]!.number],
    ]);
    expect(pages.map((p) => p.creditNotes.map((n) => n.number))).toEqual([[notes[1]!.number], [notes[0]!.number], []]);
  });

  it('answers the sales list and the invoice list in two Queries a page, and refuses a tampered or foreign cursor', async () => {
    tally = emptyTally();
    const sales = await invoke(routes.listSales, { ...admin.as, query: { from: `${MONTH}-01`, to: `${MONTH}-31` } });
    const queries = tally.byCommand.QueryCommand ?? 0;
    tally = null;
    const list = await invoke(routes.listInvoices, { ...admin.as, query: { from: `${MONTH}-01`, to: `${MONTH}-31` } });
    const foreign = Buffer.from(JSON.stringify({ pk: 'CREDIT_NOTE#x', sk: 'x', gsi1pk: 'CREDIT_NOTES', gsi1sk: `${MONTH}-02T10:00:00.000Z#x` })).toString('base64url');
    const outside = Buffer.from(JSON.stringify({ pk: 'INVOICE#x', sk: 'x', gsi1pk: 'INVOICES', gsi1sk: '1999-01-01T00:00:00.000Z#x' })).toString('base64url');

    expect(sales.status).toBe(200);
    expect(sales.body.rows.map((r: { invoiceNumber: string }) => r.invoiceNumber)).toEqual(invoices.map((i) => i.number).reverse());
    expect(sales.body.nextCursor).toBeUndefined();
    expect(queries).toBe(2);
    expect(list.body.invoices).toHaveLength(5);
    expect(list.body.creditNotes).toHaveLength(2);
    for (const cursor of ['not-a-cursor', foreign, outside]) {
      const refused = await invoke(routes.listInvoices, { ...admin.as, query: { from: `${MONTH}-01`, to: `${MONTH}-31`, cursor } });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('The page cursor is not valid. Start again from the first page.');
    }
    const refusedSales = await invoke(routes.listSales, { ...admin.as, query: { from: `${MONTH}-01`, to: `${MONTH}-31`, cursor: foreign } });
    expect(refusedSales.status).toBe(400);
  });

  it('builds the accounting export from pages read newest first, the same files as read whole', async () => {
    const whole = accountingExport('xero', await listInvoices(start, end), await listCreditNotes(start, end));
    const builder = new AccountingExportBuilder('xero');
    let cursor: string | undefined;
    do {
      const page = await invoicesWithNotesPage(start, end, cursor, 2);
      builder.add(page.invoices, page.creditNotes);
      cursor = page.nextCursor;
    } while (cursor);
    const exported = await invoke(routes.exportAccounting, { ...admin.as, query: { from: `${MONTH}-01`, to: `${MONTH}-31`, format: 'xero' } });

    expect(builder.finish(true)).toEqual(whole);
    expect(await exportedFiles(exported.body)).toEqual(whole);
    expect(whole.files[0]!.rows).toBe(5);
  });
});
