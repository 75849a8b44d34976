// The till's basket preview shows VAT per rate (decision 357): a product's treatment comes with its
// lookup, a custom item carries the one staff chose, and a margin scheme line shows HMRC's words and
// no VAT; the sale request sends a custom item's treatment.
import { describe, expect, it } from 'vitest';
import { customerVat, vatSummary } from '../../../shared/sales/vat-display';
import { SaleLineInputSchema } from '../../../shared/schemas/sales/sale';
import { addCustom, addItem, basketTotals, requestLines } from '../../../frontend/src/features/till-counter/utils/basket';

describe('the basket VAT per rate', () => {
  const lines = addCustom(
    addItem(addItem([], { kind: 'product', description: 'iPhone 13 (grade B)', unitPence: 33000, productId: 'P1', unitId: 'U1', vatTreatment: 'margin' }), { kind: 'product', description: 'Case', unitPence: 1200, productId: 'P2', vatTreatment: 'standard' }),
    { description: 'Children’s book', quantity: 1, unitPence: 500, vatTreatment: 'zero' },
  );

  it('lists each rate as the receipt will, the margin scheme line with no VAT', () => {
    const result = basketTotals(lines);
    if ('error' in result) throw new Error(result.error);
    expect(vatSummary(customerVat(result.totals.vat))).toEqual([
      { label: 'VAT at 20% on £12.00', vatPence: 200 },
      { label: 'Zero-rated: £5.00', vatPence: 0 },
      { label: 'Second-hand goods - margin scheme: £330.00', vatPence: null },
    ]);
    expect(result.totals.vat.vatPence).toBe(200);
  });

  it('sends a custom item’s treatment and refuses the margin scheme on one', () => {
    expect(requestLines(lines)[2]).toMatchObject({ kind: 'custom', vatTreatment: 'zero' });
    const margin = SaleLineInputSchema.safeParse({ kind: 'custom', description: 'Old phone', quantity: 1, unitPence: 100, vatTreatment: 'margin' });
    expect(margin.success).toBe(false);
    expect(margin.error?.issues[0]?.message).toBe("A custom item's VAT treatment must be standard, reduced, zero, exempt or outside the scope");
  });
});
