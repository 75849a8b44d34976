// The reports' maths without a table: channel splits that add up to the penny, expense recurrence,
// profit and loss, sales buckets and the accounting files.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocatePence } from '../../../shared/reports/allocate';
import { expense } from './expense-fixture';
import type { CreditNote, Invoice } from '../../../shared/schemas/sales/invoice';
import { vatBreakdown } from '../../../shared/sales/vat';
import type { ReportDay } from '../../../functions/data/report-days';
import { accountingExport } from '../../../functions/reports/accounting-csv';
import { occurrencesIn } from '../../../functions/reports/expense-occurrences';
import { profitLoss } from '../../../functions/reports/profit-loss';
import { creditNoteContribution, invoiceContribution } from '../../../functions/reports/sales-contribution';
import { bucketStart, salesReport } from '../../../functions/reports/sales-report';

const line = (lineId: string, kind: Invoice['lines'][number]['kind'], quantity: number, unitPence: number, discountPence = 0) => ({
  lineId,
  kind,
  description: `Item ${lineId}`,
  quantity,
  unitPence,
  discountPence,
  netPence: quantity * unitPence - discountPence,
});

function invoice(lines: Invoice['lines'], issuedAt = '2026-03-10T12:00:00.000Z', source: Invoice['source'] = { kind: 'till', saleId: 'S1' }): Invoice {
  const total = lines.reduce((s, l) => s + l.netPence, 0);
  return { number: 'INV-000001', issuedAt, source, lines, subtotalPence: total, discountPence: 0, totalPence: total, vat: vatBreakdown(total), payments: [{ method: 'card', amountPence: total }] };
}


describe('allocatePence', () => {
  it('always adds up to the total and never goes negative', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 5 }), (total, weights) => {
        const parts = allocatePence(total, weights);
        expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
        expect(parts.every((p) => p >= 0)).toBe(true);
      }),
    );
  });
});

describe('a document contribution', () => {
  it('splits an invoice over repairs and till so the channels add up to its net and VAT exactly', () => {
    const inv = invoice([line('L1', 'repair', 1, 7999), line('L2', 'product', 3, 333, 1), line('L3', 'custom', 1, 1001)]);
    const { day, fields } = invoiceContribution(inv, new Map([['L2', 150]]));
    expect(day).toBe('2026-03-10');
    expect(fields.sales_net_repairs! + fields.sales_net_till!).toBe(inv.vat.netPence);
    expect(fields.sales_vat_repairs! + fields.sales_vat_till!).toBe(inv.vat.vatPence);
    expect(fields.sales_net_shop).toBeUndefined();
    expect(fields.cogs).toBe(450);
  });

  it('puts online orders in the shop channel and a credit note against the invoice line channels', () => {
    const inv = invoice([line('L1', 'product', 1, 2000), line('L2', 'shipping', 1, 399)], '2026-06-30T23:30:00.000Z', { kind: 'online', orderId: 'O1' });
    expect(invoiceContribution(inv, new Map()).fields.sales_net_shop).toBe(inv.vat.netPence);
    // 23:30 UTC on 30 June is 00:30 on 1 July in London (BST).
    expect(invoiceContribution(inv, new Map()).day).toBe('2026-07-01');
    const note: CreditNote = {
      number: 'CN-000001', issuedAt: '2026-07-02T10:00:00.000Z', invoiceNumber: inv.number, source: inv.source, refundId: 'R1', reason: 'Faulty',
      lines: [{ lineId: 'L1', description: 'Item', quantity: 1, amountPence: 2000, restocked: true }], totalPence: 2000, vat: vatBreakdown(2000), refunds: [{ method: 'online', amountPence: 2000 }],
    };
    const c = creditNoteContribution(note, inv, new Map([['L1', 800]]));
    expect(c.fields).toMatchObject({ refunds_net_shop: 1667, refunds_vat_shop: 333, refunds_count: 1, cogs_returned: 800 });
  });
});

describe('expense occurrences', () => {
  it('counts a monthly expense on the same day each month, on the last day of shorter months, until it ends', () => {
    const days = occurrencesIn(expense({ monthly: true, endsOn: '2026-05-15' }), '2026-01-01', '2026-12-31').map((o) => o.day);
    expect(days).toEqual(['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30']);
  });

  it('counts a one-off expense only inside the range', () => {
    expect(occurrencesIn(expense({}), '2026-02-01', '2026-02-28')).toEqual([]);
    expect(occurrencesIn(expense({}), '2026-01-01', '2026-01-31')).toHaveLength(1);
  });
});

describe('profit and loss', () => {
  it('takes refunds, cost of goods and expenses net of VAT off revenue, with the VAT return figures (input VAT from expenses and stock received)', () => {
    const days: ReportDay[] = [
      { day: '2026-03-01', fields: { sales_net_repairs: 10_000, sales_vat_repairs: 2000, sales_net_till: 5000, sales_vat_till: 1000, cogs: 3000, sales_count: 2 } },
      { day: '2026-03-02', fields: { refunds_net_till: 1000, refunds_vat_till: 200, cogs_returned: 500, purchases_net: 6170, purchases_vat: 1234, purchases_count: 1 } },
      { day: '2026-04-01', fields: { sales_net_shop: 2000, sales_vat_shop: 400 } },
    ];
    const pl = profitLoss(days, [expense({ date: '2026-03-15', monthly: true })], '2026-03-01', '2026-04-30');
    expect(pl.revenuePence).toBe(16_000);
    expect(pl.costOfGoodsPence).toBe(2500);
    expect(pl.grossMarginPence).toBe(13_500);
    expect(pl.expenses.rent).toBe(200_000);
    expect(pl.netProfitPence).toBe(13_500 - 200_000);
    // Stock received is VAT to reclaim, not a cost of this period (its cost counts when it is sold).
    expect(pl.vat).toEqual({ onSalesPence: 3200, onPurchasesPence: 41_234, onExpensesPence: 40_000, onStockPurchasesPence: 1234, duePence: -38_034 });
    expect(pl.months.map((m) => [m.month, m.revenuePence, m.expensesPence])).toEqual([['2026-03', 14_000, 100_000], ['2026-04', 2000, 100_000]]);
  });
});

describe('sales report', () => {
  it('starts weeks on Monday and months on the 1st', () => {
    expect(bucketStart('2026-11-29', 'week')).toBe('2026-11-23');
    expect(bucketStart('2026-11-23', 'week')).toBe('2026-11-23');
    expect(bucketStart('2026-11-29', 'month')).toBe('2026-11-01');
  });

  it('shows every bucket of the range, empty ones as zero', () => {
    const report = salesReport([{ day: '2026-11-24', fields: { sales_net_till: 500, refunds_net_till: 100, customers_new: 1 } }], '2026-11-23', '2026-12-06', 'week', 1);
    expect(report.buckets.map((b) => [b.start, b.totalPence])).toEqual([['2026-11-23', 400], ['2026-11-30', 0]]);
    expect(report.customers).toEqual({ newCount: 1, returningCount: 0 });
  });
});

describe('accounting export', () => {
  it('writes Xero invoices whose rows add up to each invoice, discounted lines as one row of their amount', () => {
    const inv = { ...invoice([line('L1', 'product', 2, 1999, 400), line('L2', 'custom', 1, 1000)]), customer: { name: 'Aoife, Byrne' } };
    const files = accountingExport('xero', [inv], []);
    const rows = files.files[0]!.csv.trim().split('\r\n');
    expect(rows[0]).toBe('*ContactName,EmailAddress,*InvoiceNumber,Reference,*InvoiceDate,*DueDate,InventoryItemCode,*Description,*Quantity,*UnitAmount,Discount,*AccountCode,*TaxType,Currency');
    expect(rows[1]).toContain('"Aoife, Byrne"');
    expect(rows[1]).toContain(',1,35.98,');
    expect(rows[2]).toContain(',1,10.00,');
    expect(files.files.map((f) => f.name)).toEqual(['xero-sales-invoices.csv', 'xero-credit-notes.csv', 'xero-payments.csv']);
  });

  it('writes QuickBooks invoices with line VAT that adds up to the invoice VAT', () => {
    const inv = invoice([line('L1', 'product', 1, 999), line('L2', 'custom', 1, 1001)]);
    const rows = accountingExport('quickbooks', [inv], []).files[0]!.csv.trim().split('\r\n').slice(1);
    const vat = rows.map((r) => Math.round(Number(r.split(',')[12]) * 100));
    expect(vat.reduce((a, b) => a + b, 0)).toBe(inv.vat.vatPence);
  });
});
