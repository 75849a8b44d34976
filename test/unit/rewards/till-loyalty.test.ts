// The till's loyalty arithmetic (decisions 160, 161): a reward off the lines it applies to, after the
// line and basket discounts; the tier's repair discount; each line's share of the reward's points and
// what a refund of some of its units gives back.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { saleTotals, type PricedLineInput } from '../../../shared/sales/sale-totals';
import { withMemberDiscount } from '../../../shared/sales/member-discount';
import type { SaleLine } from '../../../shared/schemas/sales/sale';
import { rewardPointsByLine } from '../../../functions/rewards/till-redemption';
import { pointsToGiveBack } from '../../../functions/rewards/till-points-back';

const repair = (unitPence: number, discount?: PricedLineInput['discount']): PricedLineInput => ({ kind: 'repair', description: 'Screen', quantity: 1, unitPence, discount });
const product = (unitPence: number, quantity = 1): PricedLineInput => ({ kind: 'product', description: 'Case', quantity, unitPence });

describe('a reward at the till', () => {
  it('comes off the lines it applies to, after line and basket discounts, and shows on its own', () => {
    const totals = saleTotals([repair(8999), product(1999)], { type: 'amount', value: 1000, reason: 'Regular' }, { valuePence: 500, appliesTo: 'repair' });
    expect(totals.rewardDiscountPence).toBe(500);
    expect(totals.lines.map((l) => l.rewardDiscountPence)).toEqual([500, 0]);
    expect(totals.totalPence).toBe(8999 + 1999 - 1000 - 500);
    expect(totals.lines.reduce((sum, l) => sum + l.netPence, 0)).toBe(totals.totalPence);
  });

  it('is capped at what it applies to, and refused when that is nothing', () => {
    const capped = saleTotals([repair(300), product(1999)], undefined, { valuePence: 500, appliesTo: 'repair' });
    expect(capped.rewardDiscountPence).toBe(300);
    expect(capped.totalPence).toBe(1999);
    expect(() => saleTotals([product(1999)], undefined, { valuePence: 500, appliesTo: 'repair' })).toThrow('That reward does not apply to anything in this sale.');
  });

  it('leaves sales without a reward exactly as before (no reward fields)', () => {
    const totals = saleTotals([repair(1000)]);
    expect(totals).not.toHaveProperty('rewardDiscountPence');
    expect(totals.lines[0]).not.toHaveProperty('rewardDiscountPence');
  });

  it('always keeps lines, total and VAT consistent (any lines, any reward)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ kind: fc.constantFrom('repair' as const, 'product' as const, 'custom' as const), unitPence: fc.integer({ min: 1, max: 50_000 }), quantity: fc.integer({ min: 1, max: 5 }) }), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 1, max: 10_000 }),
        (lines, valuePence) => {
          const priced = lines.map((l) => ({ ...l, description: 'x' }));
          let totals;
          try {
            totals = saleTotals(priced, undefined, { valuePence, appliesTo: 'any' });
          } catch {
            return;
          }
          expect(totals.lines.reduce((sum, l) => sum + l.netPence, 0)).toBe(totals.totalPence);
          expect(totals.rewardDiscountPence).toBe(Math.min(valuePence, totals.subtotalPence));
          expect(totals.lines.every((l) => l.netPence >= 0)).toBe(true);
          expect(totals.vat.grossPence).toBe(totals.totalPence);
        },
      ),
    );
  });
});

describe("the tier's repair discount", () => {
  const gold = { tier: 'Gold', percent: 10 };

  it('applies to repair lines only, named for the tier', () => {
    expect(withMemberDiscount(repair(8000), gold).discount).toEqual({ type: 'percent', value: 10, reason: 'Gold member 10%' });
    expect(withMemberDiscount(product(8000), gold).discount).toBeUndefined();
    expect(withMemberDiscount(repair(8000), { tier: 'Bronze', percent: 0 }).discount).toBeUndefined();
    expect(withMemberDiscount(repair(8000), null).discount).toBeUndefined();
  });

  it("replaces a smaller staff discount and leaves a bigger one", () => {
    expect(withMemberDiscount(repair(8000, { type: 'amount', value: 500, reason: 'Goodwill' }), gold).discount?.reason).toBe('Gold member 10%');
    expect(withMemberDiscount(repair(8000, { type: 'percent', value: 20, reason: 'Goodwill' }), gold).discount?.reason).toBe('Goodwill');
  });
});

describe("a reward's points on refund", () => {
  const line = (lineId: string, quantity: number, rewardPoints: number | undefined, refundedQuantity = 0) =>
    ({ lineId, quantity, rewardPoints, refundedQuantity }) as unknown as SaleLine;

  it('shares the points in proportion to each line’s share of the discount, exactly', () => {
    expect(rewardPointsByLine(100, [300, 200, 0])).toEqual([60, 40, 0]);
    expect(rewardPointsByLine(100, [1, 1, 1]).reduce((a, b) => a + b, 0)).toBe(100);
  });

  it('gives back the refunded units’ share, and all of the line’s points at its last unit', () => {
    const lines = [line('L1', 3, 100), line('L2', 1, undefined)];
    expect(pointsToGiveBack(lines, [{ lineId: 'L1', quantity: 1 }])).toBe(33);
    expect(pointsToGiveBack(lines, [{ lineId: 'L2', quantity: 1 }])).toBe(0);
    const afterOne = [line('L1', 3, 100, 1)];
    expect(pointsToGiveBack(afterOne, [{ lineId: 'L1', quantity: 1 }])).toBe(66 - 33);
    const afterTwo = [line('L1', 3, 100, 2)];
    expect(pointsToGiveBack(afterTwo, [{ lineId: 'L1', quantity: 1 }])).toBe(100 - 66);
    expect(pointsToGiveBack(lines, [{ lineId: 'L1', quantity: 3 }])).toBe(100);
  });
});
