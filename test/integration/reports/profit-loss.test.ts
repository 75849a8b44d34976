// Profit and loss against DynamoDB Local: invoices and credit notes issued (as the till and online
// orders issue them) in a month no other test uses, rolled up by the report consumer from their
// events (a redelivery adds nothing), expenses entered through the API; the month's figures must
// reconcile to the penny with its invoices, credit notes and expenses.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../shared/api/manifest';
import { vatBreakdown } from '../../../shared/sales/vat';
import type { CreditNote, Invoice } from '../../../shared/schemas/sales/invoice';
import { listCreditNotes, listInvoices } from '../../../functions/data/invoices';
import { announceSalesDocuments } from '../../../functions/reports/announce-documents';
import { commitWithRetries } from '../../../functions/data/transact';
import { issueCreditNote, issueInvoice, type CreditNoteDraft, type InvoiceDraft } from '../../../functions/sales/issue-invoice';
import { dayRange } from '../../../functions/sales/list-sales';
import { signLocalDownload } from '../../../functions/uploads/local-upload-target';
import { useLocalBus } from '../../support/bus';
import { fetchFromLocalUploads } from '../../support/export-links';
import { invoke } from '../../support/invoke';
import { signedInUser, type SignedIn } from '../repairs/repair-helpers';

const bus = useLocalBus();
let admin: SignedIn;

// A month of a far year, unique to this run, so no other file's sales land in it.
const YEAR = 2040 + Math.floor(Math.random() * 50);
const MONTH = `${YEAR}-03`;
const FROM = `${MONTH}-01`;
const TO = `${MONTH}-31`;

const line = (lineId: string, kind: Invoice['lines'][number]['kind'], quantity: number, unitPence: number, discountPence = 0) => ({
  lineId, kind, description: `${kind} ${lineId}`, quantity, unitPence, discountPence, netPence: quantity * unitPence - discountPence,
});

async function sell(issuedAt: string, lines: Invoice['lines'], source: Invoice['source'], customer?: Invoice['customer']): Promise<Invoice> {
  const total = lines.reduce((s, l) => s + l.netPence, 0);
  const draft: InvoiceDraft = { issuedAt, source, customer, lines, subtotalPence: total, discountPence: 0, totalPence: total, vat: vatBreakdown(total), payments: [{ method: source.kind === 'online' ? 'online' : 'card', amountPence: total }] };
  return commitWithRetries(async () => {
    const { document, items } = await issueInvoice(draft);
    return { items, retryable: [0], result: document };
  });
}

async function refund(invoice: Invoice, issuedAt: string, lineId: string, amountPence: number): Promise<CreditNote> {
  const draft: CreditNoteDraft = {
    issuedAt, invoiceNumber: invoice.number, source: invoice.source, refundId: randomUUID(), reason: 'Faulty',
    lines: [{ lineId, description: 'Returned', quantity: 1, amountPence, restocked: false }], totalPence: amountPence, vat: vatBreakdown(amountPence), refunds: [{ method: 'card', amountPence }],
  };
  return commitWithRetries(async () => {
    const { document, items } = await issueCreditNote(draft);
    return { items, retryable: [0], result: document };
  });
}

const expense = (body: Record<string, unknown>) => invoke(routes.createExpense, { ...admin.as, body: { category: 'rent', description: 'Shop rent', vatPence: 0, monthly: false, ...body } });
const profitLoss = async () => {
  const result = await invoke(routes.getProfitLoss, { ...admin.as, query: { from: FROM, to: TO } });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body;
};

beforeAll(async () => {
  admin = await signedInUser('admin');
});

describe('profit and loss', () => {
  let invoices: Invoice[] = [];

  it('rolls each invoice and credit note into its London day once, however often its event comes', async () => {
    const customer = { name: 'Niamh Kelly', customerQr: `qr-${randomUUID()}` };
    invoices = [
      await sell(`${MONTH}-02T10:00:00.000Z`, [line('L1', 'repair', 1, 8999), line('L2', 'product', 2, 1499, 300)], { kind: 'till', saleId: randomUUID() }, customer),
      await sell(`${MONTH}-15T12:30:00.000Z`, [line('L1', 'custom', 3, 333)], { kind: 'till', saleId: randomUUID() }, customer),
      await sell(`${MONTH}-20T09:00:00.000Z`, [line('L1', 'product', 1, 2499), line('L2', 'shipping', 1, 399)], { kind: 'online', orderId: randomUUID() }, { name: 'Web customer', email: `${randomUUID()}@example.com` }),
      // 23:30 UTC on 31 March is 00:30 on 1 April in London (summer time): not in the month.
      await sell(`${MONTH}-31T23:30:00.000Z`, [line('L1', 'custom', 1, 5000)], { kind: 'till', saleId: randomUUID() }),
    ];
    const note = await refund(invoices[0]!, `${MONTH}-05T16:00:00.000Z`, 'L2', 1000);
    await announceSalesDocuments([...invoices.map((i) => i.number), note.number]);
    await announceSalesDocuments([invoices[0]!.number, note.number]);
    await bus.drain();

    const report = await invoke(routes.getSalesReport, { ...admin.as, query: { from: FROM, to: TO, by: 'month' } });
    expect(report.status).toBe(200);
    expect(report.body.buckets).toHaveLength(1);
    expect(report.body.buckets[0].salesCount).toBe(3);
    expect(report.body.customers).toEqual({ newCount: 2, returningCount: 1 });
  });

  it('reconciles the month exactly with its invoices, credit notes and expenses', async () => {
    expect((await expense({ description: 'Shop rent', amountPence: 95_000, vatPence: 0, date: `${YEAR - 1}-11-01`, monthly: true })).status).toBe(201);
    expect((await expense({ category: 'utilities', description: 'Electricity', amountPence: 12_345, vatPence: 588, date: `${MONTH}-12` })).status).toBe(201);
    expect((await expense({ category: 'marketing', description: 'Leaflets', amountPence: 6000, vatPence: 1000, date: `${YEAR}-04-02` })).status).toBe(201);

    const { start, end } = dayRange(FROM, TO);
    const [monthInvoices, monthNotes] = await Promise.all([listInvoices(start, end), listCreditNotes(start, end)]);
    expect(monthInvoices.map((i) => i.number).sort()).toEqual(invoices.slice(0, 3).map((i) => i.number).sort());
    const net = monthInvoices.reduce((s, i) => s + i.vat.netPence, 0) - monthNotes.reduce((s, n) => s + n.vat.netPence, 0);
    const vat = monthInvoices.reduce((s, i) => s + i.vat.vatPence, 0) - monthNotes.reduce((s, n) => s + n.vat.vatPence, 0);

    // Every expense on file that falls in the month (the demo seed's monthly ones may too).
    const listed: { category: string; amountPence: number; vatPence: number; date: string; monthly: boolean; endsOn: string | null }[] = (await invoke(routes.listExpenses, admin.as)).body.expenses;
    const inMonth = listed.filter((e) => (e.monthly ? e.date <= TO && (!e.endsOn || e.endsOn >= FROM) : e.date >= FROM && e.date <= TO));
    const netOf = (category?: string) => inMonth.filter((e) => !category || e.category === category).reduce((sum, e) => sum + e.amountPence - e.vatPence, 0);

    const pl = await profitLoss();
    expect(pl.revenuePence).toBe(net);
    expect(pl.channels.repairs.revenuePence + pl.channels.till.revenuePence + pl.channels.shop.revenuePence).toBe(net);
    expect(pl.channels.shop.revenuePence).toBe(monthInvoices.find((i) => i.source.kind === 'online')!.vat.netPence);
    expect(pl.vat.onSalesPence).toBe(vat);
    expect(inMonth.map((e) => e.amountPence)).toEqual(expect.arrayContaining([95_000, 12_345]));
    expect(inMonth.map((e) => e.amountPence)).not.toContain(6000);
    expect(pl.expenses).toMatchObject({ rent: netOf('rent'), utilities: netOf('utilities'), marketing: netOf('marketing'), wages: netOf('wages'), other: netOf('other') });
    expect(pl.expensesPence).toBe(netOf());
    expect(pl.vat.onPurchasesPence).toBe(inMonth.reduce((sum, e) => sum + e.vatPence, 0));
    expect(pl.netProfitPence).toBe(net - pl.costOfGoodsPence - pl.expensesPence);
  });

  it('changes the month by exactly an expense entered, edited and deleted', async () => {
    const before = await profitLoss();
    const created = await expense({ category: 'other', description: 'Till roll', amountPence: 1200, vatPence: 200, date: `${MONTH}-20` });
    expect((await profitLoss()).netProfitPence).toBe(before.netProfitPence - 1000);
    const edited = await invoke(routes.updateExpense, { ...admin.as, params: { id: created.body.id }, body: { category: 'other', description: 'Till rolls', amountPence: 2400, vatPence: 400, date: `${MONTH}-20`, monthly: false } });
    expect(edited.status).toBe(200);
    expect((await profitLoss()).netProfitPence).toBe(before.netProfitPence - 2000);
    expect((await invoke(routes.deleteExpense, { ...admin.as, params: { id: created.body.id } })).status).toBe(200);
    expect((await profitLoss()).netProfitPence).toBe(before.netProfitPence);
  });

  it('refuses a bad expense with a clear 400 and an unknown one with 404', async () => {
    const bad = await expense({ amountPence: 100, vatPence: 200, date: `${MONTH}-01` });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('VAT cannot be more than the amount');
    expect((await invoke(routes.deleteExpense, { ...admin.as, params: { id: '01ARZ3NDEKTSV4RRFFQ69G5FAV' } })).status).toBe(404);
    expect((await invoke(routes.getProfitLoss, { ...admin.as, query: { from: TO, to: FROM } })).status).toBe(400);
  });

  it('exports the month for Xero and QuickBooks with a row per line, and audits the export', async () => {
    const xero = await invoke(routes.exportAccounting, { ...admin.as, query: { from: FROM, to: TO, format: 'xero' } });
    expect(xero.status).toBe(200);
    expect(xero.body.files.map((f: { rows: number }) => f.rows)).toEqual([5, 1, 4]);
    const qb = await invoke(routes.exportAccounting, { ...admin.as, query: { from: FROM, to: TO, format: 'quickbooks' } });
    const [invoices] = await fetchFromLocalUploads([qb.body.files[0].url]);
    expect(invoices!.text.split('\r\n')[0]).toContain('*InvoiceNo,*Customer,*InvoiceDate,*DueDate');
    await bus.drain();
    const log = await invoke(routes.listActivityLog, { ...admin.as, query: { action: 'accounting_exported' } });
    expect(log.status).toBe(200);
    expect(JSON.stringify(log.body)).toContain(`Accounting export (quickbooks) of ${FROM} to ${TO}`);
  });

  it('answers links, not files: each file is stored under a new exports/<ulid>/ folder and served only through its signed link until it expires', async () => {
    const exported = await invoke(routes.exportAccounting, { ...admin.as, query: { from: FROM, to: TO, format: 'xero' } });
    expect(exported.status).toBe(200);
    const links = exported.body.files.map((f: { url: string }) => new URL(f.url, 'http://localhost'));
    expect(exported.body.files.map((f: { name: string }) => f.name)).toEqual(['xero-sales-invoices.csv', 'xero-credit-notes.csv', 'xero-payments.csv']);
    expect(links.map((l: URL) => l.pathname.replace(/[0-9A-Z]{26}/, '<ulid>'))).toEqual(['/uploads/exports/<ulid>/xero-sales-invoices.csv', '/uploads/exports/<ulid>/xero-credit-notes.csv', '/uploads/exports/<ulid>/xero-payments.csv']);
    expect(JSON.stringify(exported.body)).not.toContain('*ContactName');

    const [good, unsigned, tampered, expired] = await fetchFromLocalUploads([
      exported.body.files[0].url,
      links[0].pathname,
      `${links[0].pathname}?expires=${encodeURIComponent('2999-01-01T00:00:00.000Z')}&signature=${links[0].searchParams.get('signature')}`,
      signLocalDownload(links[0].pathname.slice('/uploads/'.length), 900, new Date(Date.now() - 3_600_000)),
    ]);
    expect(good!.status).toBe(200);
    expect(good!.text.split('\r\n')[0]).toContain('*ContactName,EmailAddress,*InvoiceNumber');
    expect(good!.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(good!.headers.get('content-disposition')).toBe('attachment; filename="xero-sales-invoices.csv"');
    expect(good!.headers.get('cache-control')).toBe('private, no-store');
    expect([unsigned!.status, tampered!.status, expired!.status]).toEqual([403, 403, 403]);
    expect(expired!.text).toBe('Download link expired');
  });
});
