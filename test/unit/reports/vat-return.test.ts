// The nine boxes on a fixed quarter (decisions 321, 356): a till invoice with every treatment, a refund
// of its reduced-rate line, rent with VAT, wages without, stock received and a phone bought from the
// public; the return agreeing with the profit and loss of the same days, and each box's lines adding
// up to it.
import { describe, expect, it } from 'vitest';
import { expense } from './expense-fixture';
import type { CreditNote, Invoice } from '../../../shared/schemas/sales/invoice';
import { vatOfLines, vatOfRefund, type VatTreatment } from '../../../shared/sales/vat';
import type { ReportDay } from '../../../functions/data/report-days';
import { accountingExport } from '../../../functions/reports/accounting-csv';
import { profitLoss } from '../../../functions/reports/profit-loss';
import { PURCHASE_FIELDS } from '../../../functions/reports/purchase-contribution';
import { TRADE_IN_PURCHASE_FIELDS } from '../../../functions/data/stock-book';
import { creditNoteContribution, invoiceContribution, type Contribution } from '../../../functions/reports/sales-contribution';
import { vatReturn } from '../../../functions/reports/vat-return';

const sold: { kind: 'product' | 'custom'; treatment: VatTreatment; pence: number; marginCostPence?: number }[] = [
  { kind: 'product', treatment: 'standard', pence: 12000 },
  { kind: 'custom', treatment: 'reduced', pence: 2100 },
  { kind: 'product', treatment: 'zero', pence: 500 },
  { kind: 'custom', treatment: 'outside', pence: 1000 },
  { kind: 'product', treatment: 'margin', pence: 30000, marginCostPence: 18000 },
];

function fixedInvoice(): Invoice {
  const { lineVat, vat } = vatOfLines(sold.map((l) => ({ treatment: l.treatment, grossPence: l.pence, marginCostPence: l.marginCostPence })));
  const lines = sold.map((l, i) => ({
    lineId: `L${i + 1}`,
    kind: l.kind,
    description: `Item ${i + 1}`,
    quantity: 1,
    unitPence: l.pence,
    discountPence: 0,
    netPence: l.pence,
    vatTreatment: l.treatment,
    vatPence: lineVat[i]!,
    ...(l.marginCostPence === undefined ? {} : { marginCostPence: l.marginCostPence }),
  }));
  return { number: 'INV-000001', issuedAt: '2026-01-15T12:00:00.000Z', source: { kind: 'till', saleId: 'S1' }, lines, subtotalPence: 45600, discountPence: 0, totalPence: 45600, vat, payments: [{ method: 'card', amountPence: 45600 }] };
}

function refundOfReducedLine(invoice: Invoice): CreditNote {
  const lines = [{ lineId: 'L2', description: 'Item 2', quantity: 1, amountPence: 2100, restocked: false, vatTreatment: 'reduced' as const }];
  const { lineVat, vat } = vatOfRefund(lines);
  return {
    number: 'CN-000001',
    issuedAt: '2026-02-01T12:00:00.000Z',
    invoiceNumber: invoice.number,
    source: invoice.source,
    refundId: 'R1',
    reason: 'Changed mind',
    lines: lines.map((l, i) => ({ ...l, vatPence: lineVat[i]! })),
    totalPence: 2100,
    vat,
    refunds: [{ method: 'card', amountPence: 2100 }],
  };
}


function daysOf(contributions: readonly Contribution[]): ReportDay[] {
  const byDay = new Map<string, Record<string, number>>();
  for (const { day, fields } of contributions) {
    const into = byDay.get(day) ?? {};
    for (const [name, value] of Object.entries(fields)) into[name] = (into[name] ?? 0) + value;
    byDay.set(day, into);
  }
  return [...byDay].map(([day, fields]) => ({ day, fields }));
}

describe('the VAT return of a quarter', () => {
  const invoice = fixedInvoice();
  const days = daysOf([
    invoiceContribution(invoice, new Map()),
    creditNoteContribution(refundOfReducedLine(invoice), invoice, new Map()),
    { day: '2026-03-02', fields: { [PURCHASE_FIELDS.net]: 5000, [PURCHASE_FIELDS.vat]: 1000, [PURCHASE_FIELDS.count]: 1 } },
    { day: '2026-01-10', fields: { [TRADE_IN_PURCHASE_FIELDS.net]: 18000, [TRADE_IN_PURCHASE_FIELDS.count]: 1 } },
  ]);
  const expenses = [expense({}), expense({ id: '01JABCDEFGHJKMNPQRSTVWXYZ1', category: 'wages', description: 'Wages', amountPence: 50_000, vatPence: 0, date: '2026-02-28' })];
  const pl = profitLoss(days, expenses, '2026-01-01', '2026-03-31');
  const result = vatReturn(pl, days, expenses);

  it('fills the nine boxes', () => {
    expect(result.boxes).toEqual({
      // 20% of £120 (£20) + the margin's £120 / 6 (£20); the 5% line's £1 was refunded.
      box1: 4000,
      box2: 0,
      box3: 4000,
      // Rent's £200 + the stock's £10.
      box4: 21000,
      box5: -17000,
      // £100 standard net + £5 zero-rated + the margin line's £300 less its £20 VAT; outside the scope left out.
      box6: 38500,
      // Rent £1,000 net + stock £50 + the £180 paid for the second-hand phone (no VAT); wages are not a purchase.
      box7: 123000,
      box8: 0,
      box9: 0,
    });
  });

  it('agrees with the profit and loss of the same days', () => {
    expect(result.boxes.box1).toBe(pl.vat.onSalesPence);
    expect(result.boxes.box4).toBe(pl.vat.onPurchasesPence);
    expect(result.boxes.box5).toBe(pl.vat.duePence);
    expect(result.boxes.box6).toBe(pl.revenuePence - 1000);
  });

  it('lists the lines behind boxes 1, 4, 6 and 7, each box\'s adding up to it', () => {
    for (const box of [1, 4, 6, 7] as const) {
      const total = result.lines.filter((l) => l.box === box).reduce((sum, l) => sum + l.pence, 0);
      expect(total, `box ${box}`).toBe(result.boxes[`box${box}`]);
    }
    expect(result.lines.filter((l) => l.box === 7)).toEqual([
      { box: 7, day: '2026-01-10', source: 'Second-hand goods bought from the public (trade-ins)', pence: 18000 },
      { box: 7, day: '2026-03-02', source: 'Stock received, net of VAT', pence: 5000 },
      { box: 7, day: '2026-01-31', source: 'Expense net of VAT: Shop rent', pence: 100000 },
    ]);
    expect(result.lines.filter((l) => l.box === 1)).toEqual([
      { box: 1, day: '2026-01-15', source: 'VAT on sales: Till', pence: 4100 },
      { box: 1, day: '2026-02-01', source: 'VAT on refunds: Till', pence: -100 },
    ]);
  });

  it('names what each treatment came to, the margin scheme with its VAT due', () => {
    expect(result.byTreatment).toEqual([
      { treatment: 'standard', grossPence: 12000, vatPence: 2000 },
      { treatment: 'zero', grossPence: 500, vatPence: 0 },
      { treatment: 'outside', grossPence: 1000, vatPence: 0 },
      { treatment: 'margin', grossPence: 30000, vatPence: 2000 },
    ]);
  });
});

describe('the accounting exports', () => {
  it('carry each line’s VAT code and its own VAT, a margin scheme line none', () => {
    const rows = accountingExport('quickbooks', [fixedInvoice()], []).files[0]!.csv.trim().split('\r\n').slice(1).map((r) => r.split(','));
    expect(rows.map((r) => [r[11], r[12]])).toEqual([
      ['20.0% S', '20.00'],
      ['5.0% R', '1.00'],
      ['0.0% Z', '0.00'],
      ['No VAT', '0.00'],
      ['No VAT', '0.00'],
    ]);
    const xero = accountingExport('xero', [fixedInvoice()], []).files[0]!.csv.trim().split('\r\n').slice(1).map((r) => r.split(','));
    expect(xero.map((r) => r[12])).toEqual(['20% (VAT on Income)', '5% (VAT on Income)', 'Zero Rated Income', 'No VAT', 'No VAT']);
  });
});
