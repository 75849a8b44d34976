// The margin scheme stock book (decision 355): what an invoice's and a credit note's margin scheme
// lines write to it, and a period's book from its entries, one row per unit, its VAT column adding up
// to the margin scheme's VAT due.
import { describe, expect, it } from 'vitest';
import type { CreditNote, Invoice } from '../../../shared/schemas/sales/invoice';
import { vatOfLines, vatOfRefund } from '../../../shared/sales/vat';
import type { StockBookPurchase } from '../../../functions/data/stock-book';
import { returnEntries, saleEntries, stockBook } from '../../../functions/reports/stock-book';

const bought = { tradeInId: 'T1', documentNumber: 'PD-000001', at: '2026-01-05T10:00:00.000Z', seller: 'Aoife Kelly' };
const purchase = (over: Partial<StockBookPurchase>): StockBookPurchase => ({
  kind: 'purchase',
  at: bought.at,
  tradeInId: 'T1',
  documentNumber: 'PD-000001',
  seller: 'Aoife Kelly',
  description: 'iPhone 13 128GB Blue',
  stockNumber: '356938035643809',
  pricePence: 18000,
  ...over,
});

function invoiceOf(): Invoice {
  const sold = [
    { treatment: 'margin' as const, pence: 30000, cost: 18000 },
    { treatment: 'standard' as const, pence: 1200 },
    // Sold at a loss: no VAT, and it never offsets the other unit's margin.
    { treatment: 'margin' as const, pence: 9000, cost: 10000 },
  ];
  const { lineVat, vat } = vatOfLines(sold.map((l) => ({ treatment: l.treatment, grossPence: l.pence, marginCostPence: l.cost })));
  return {
    number: 'INV-000010',
    issuedAt: '2026-02-10T15:00:00.000Z',
    source: { kind: 'till', saleId: 'S1' },
    customer: { name: 'Ciarán Doyle' },
    lines: sold.map((l, i) => ({
      lineId: `L${i + 1}`,
      kind: 'product' as const,
      description: i === 1 ? 'Case' : `Phone ${i + 1}`,
      quantity: 1,
      unitPence: l.pence,
      discountPence: 0,
      netPence: l.pence,
      vatTreatment: l.treatment,
      vatPence: lineVat[i]!,
      ...(l.cost === undefined ? {} : { marginCostPence: l.cost }),
    })),
    subtotalPence: 40200,
    discountPence: 0,
    totalPence: 40200,
    vat,
    payments: [{ method: 'cash', amountPence: 40200 }],
  } as Invoice;
}

function returnOfLossUnit(invoice: Invoice): CreditNote {
  const lines = [{ lineId: 'L3', description: 'Phone 3', quantity: 1, amountPence: 9000, restocked: true, vatTreatment: 'margin' as const, marginCostPence: 10000 }];
  const { lineVat, vat } = vatOfRefund(lines);
  return {
    number: 'CN-000004',
    issuedAt: '2026-02-20T11:00:00.000Z',
    invoiceNumber: invoice.number,
    source: invoice.source,
    refundId: 'R1',
    reason: 'Faulty',
    lines: lines.map(({ marginCostPence: _cost, ...l }, i) => ({ ...l, vatPence: lineVat[i]! })),
    totalPence: 9000,
    vat,
    refunds: [{ method: 'cash', amountPence: 9000 }],
  } as CreditNote;
}

describe('the margin scheme stock book', () => {
  const invoice = invoiceOf();
  const units = new Map([['L1', { stockNumber: '356938035643809', bought }]]);
  const sales = saleEntries(invoice, units);

  it('writes one entry per margin scheme line, with its unit, purchase, buyer and VAT on the margin', () => {
    expect(sales).toEqual([
      { kind: 'sale', at: invoice.issuedAt, documentNumber: 'INV-000010', lineId: 'L1', buyer: 'Ciarán Doyle', description: 'Phone 1', quantity: 1, stockNumber: '356938035643809', bought, pricePence: 30000, purchasePence: 18000, vatPence: 2000 },
      { kind: 'sale', at: invoice.issuedAt, documentNumber: 'INV-000010', lineId: 'L3', buyer: 'Ciarán Doyle', description: 'Phone 3', quantity: 1, pricePence: 9000, purchasePence: 10000, vatPence: 0 },
    ]);
  });

  it('makes one row per unit: a unit sold with its purchase, a unit bought and still in stock, a return', () => {
    const note = returnOfLossUnit(invoice);
    const entries = [purchase({}), purchase({ tradeInId: 'T2', documentNumber: 'PD-000002', stockNumber: '490154203237518', description: 'Galaxy S21 128GB Grey', pricePence: 9500, at: '2026-03-01T09:00:00.000Z' }), ...sales, ...returnEntries(note, invoice, new Map())];
    const book = stockBook(entries, '2026-01-01', '2026-03-31');
    expect(book.rows).toEqual([
      { stockNumber: '356938035643809', description: 'Phone 1', boughtOn: '2026-01-05', purchaseDocument: 'PD-000001', seller: 'Aoife Kelly', purchasePence: 18000, soldOn: '2026-02-10', saleDocument: 'INV-000010', buyer: 'Ciarán Doyle', sellingPence: 30000, marginPence: 12000, vatPence: 2000 },
      { description: 'Phone 3', purchasePence: 10000, soldOn: '2026-02-10', saleDocument: 'INV-000010', buyer: 'Ciarán Doyle', sellingPence: 9000, marginPence: -1000, vatPence: 0 },
      { description: 'Phone 3', purchasePence: 10000, soldOn: '2026-02-20', saleDocument: 'CN-000004', buyer: 'Ciarán Doyle', sellingPence: -9000, marginPence: 1000, vatPence: 0, returned: true },
      { stockNumber: '490154203237518', description: 'Galaxy S21 128GB Grey', boughtOn: '2026-03-01', purchaseDocument: 'PD-000002', seller: 'Aoife Kelly', purchasePence: 9500 },
    ]);
    // The VAT column is the invoice's margin scheme VAT due, as the VAT return counts it.
    expect(book.totals).toEqual({ purchasesPence: 27500, salesPence: 30000, marginPence: 12000, vatPence: invoice.vat.marginVatPence });
  });
});
