import { describe, expect, it } from 'vitest';
import { DENOMINATIONS, countedPence, denominationLabel } from '../../../shared/sales/denominations';
import { changeDue, checkPayments, saleTotals, spread } from '../../../shared/sales/sale-totals';
import { vatBreakdown, vatIncluded } from '../../../shared/sales/vat';
import { zReport } from '../../../functions/drawer/z-report';
import { formatDocumentNumber } from '../../../functions/sales/issue-invoice';

const line = (unitPence: number, quantity = 1, discount?: { type: 'percent' | 'amount'; value: number; reason: string }) => ({ description: 'Case', quantity, unitPence, discount });

describe('sale totals', () => {
  it('takes line discounts by percent or amount, then the basket discount spread over the lines to the penny', () => {
    const totals = saleTotals([line(1999, 2, { type: 'percent', value: 10, reason: 'Bundle' }), line(1000), line(1)], { type: 'amount', value: 500, reason: 'Loyal' });
    expect(totals.lines.map((l) => l.lineDiscountPence)).toEqual([400, 0, 0]);
    expect(totals.subtotalPence).toBe(4999);
    expect(totals.totalPence).toBe(3598 + 1000 + 1 - 500);
    expect(totals.lines.reduce((a, l) => a + l.basketDiscountPence, 0)).toBe(500);
    expect(totals.lines.reduce((a, l) => a + l.netPence, 0)).toBe(totals.totalPence);
  });

  it('refuses a discount beyond its line or the basket, and fractional or negative quantities', () => {
    expect(() => saleTotals([line(500, 1, { type: 'amount', value: 501, reason: 'x' })])).toThrow('The discount on Case (£5.01) is more than the line total (£5.00).');
    expect(() => saleTotals([line(500)], { type: 'percent', value: 101, reason: 'x' })).toThrow('The basket discount (£5.05) is more than the sale total (£5.00).');
    expect(() => saleTotals([line(500, 1.5)])).toThrow('Quantity of Case must be a whole number of at least 1.');
    expect(() => saleTotals([line(500, -1)])).toThrow('Quantity of Case must be a whole number of at least 1.');
  });

  it('allows a 100% discount to make a line free', () => {
    expect(saleTotals([line(500, 1, { type: 'percent', value: 100, reason: 'Goodwill' })]).totalPence).toBe(0);
  });

  it('spreads an amount in proportion and exactly', () => {
    expect(spread(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(spread(0, [5, 5])).toEqual([0, 0]);
    expect(spread(7, [0, 0])).toEqual([0, 0]);
  });
});

describe('VAT at 20%, included in the price', () => {
  it('is a sixth of the gross, to the penny', () => {
    expect(vatIncluded(12_000)).toBe(2000);
    expect(vatIncluded(1999)).toBe(333);
    expect(vatBreakdown(11_598)).toEqual({ ratePercent: 20, netPence: 9665, vatPence: 1933, grossPence: 11_598 });
  });
});

describe('payments', () => {
  it('adds split payments by method and gives change only from cash', () => {
    expect(checkPayments([{ method: 'cash', amountPence: 500, tenderedPence: 1000 }, { method: 'card', amountPence: 700, reference: '1234' }], 1200)).toEqual({
      paidPence: 1200,
      changePence: 500,
      byMethod: { cash: 500, card: 700, giftCard: 0, storeCredit: 0 },
    });
  });

  it('refuses payments that do not add up, and cash handed over below its payment', () => {
    expect(() => checkPayments([{ method: 'cash', amountPence: 400 }], 500)).toThrow('The payments add up to £4.00 but the total is £5.00.');
    expect(() => checkPayments([{ method: 'cash', amountPence: 500, tenderedPence: 100 }], 500)).toThrow('Cash handed over (£1.00) is less than the cash payment (£5.00).');
    expect(checkPayments([], 0).paidPence).toBe(0);
  });

  it('works out change due, never below zero', () => {
    expect(changeDue(2000, 1234)).toBe(766);
    expect(changeDue(1000, 1234)).toBe(0);
  });
});

describe('the drawer count', () => {
  it('adds up notes and coins per denomination and labels them', () => {
    expect(countedPence({ 5000: 1, 2000: 2, 1: 3, 50: 1 })).toBe(9053);
    expect(DENOMINATIONS.map(denominationLabel).slice(0, 2)).toEqual(['£50', '£20']);
    expect(denominationLabel(20)).toBe('20p');
    expect(() => countedPence({ 300: 1 })).toThrow('Unknown denomination 300');
  });

  it('makes a Z report from the moves: expected cash, by method, and the difference once counted', () => {
    const by = { userId: 'u', name: 'Ciara D.' };
    const move = (kind: 'float' | 'sale' | 'refund' | 'cash-in' | 'cash-out', method: 'cash' | 'card', amountPence: number, invoiceNumber?: string) => ({ moveId: `${kind}${amountPence}`, at: '2026-11-23T12:00:00.000Z', kind, method, amountPence, invoiceNumber, by });
    const report = zReport(
      [move('float', 'cash', 10_000), move('sale', 'cash', 1500, 'INV-000002'), move('sale', 'card', 2500, 'INV-000002'), move('sale', 'cash', 300, 'INV-000003'), move('refund', 'cash', -300), move('cash-in', 'cash', 500), move('cash-out', 'cash', -200)],
      { 5000: 2, 1000: 1, 500: 1, 200: 1, 100: 1, 50: 1 },
    );
    expect(report).toMatchObject({ floatPence: 10_000, cashSalesPence: 1800, cashRefundsPence: 300, cashInPence: 500, cashOutPence: 200, expectedCashPence: 11_800, cardSalesPence: 2500, salesCount: 2, firstInvoice: 'INV-000002', lastInvoice: 'INV-000003', countedPence: 11_850, differencePence: 50 });
  });

  it('numbers documents with six digits at least', () => {
    expect(formatDocumentNumber('INV', 123)).toBe('INV-000123');
    expect(formatDocumentNumber('CN', 1_234_567)).toBe('CN-1234567');
  });
});
