import { describe, expect, it } from 'vitest';
import { earningEntries } from '../../../functions/loyalty/earning';
import { nextTier, pointsForPence, tierFor } from '../../../shared/loyalty';
import type { Promotion } from '../../../shared/schemas/loyalty/promotions';

const common = { createdAt: '2026-11-01T10:00:00.000Z', createdBy: 'Ciara D.' };
const double: Promotion = { id: '01JDOUBLE00000000000000000', kind: 'multiplier', name: 'Double points', multiplier: 2, startsOn: '2026-12-01', endsOn: '2026-12-07', ...common };
const consoles: Promotion = { id: '01JCONSOLE0000000000000000', kind: 'repair-bonus', name: 'Console month', deviceType: 'console', bonusPoints: 25, startsOn: '2026-12-01', endsOn: '2026-12-31', ...common };
const base = { key: 'sale:S1', source: { type: 'sale' as const, id: 'S1' }, label: 'invoice INV-1', promotions: [double, consoles] };

describe('points for a repair spend', () => {
  it('earns one point per whole pound', () => {
    expect(pointsForPence(4999)).toBe(49);
    expect(pointsForPence(99)).toBe(0);
    expect(pointsForPence(-500)).toBe(0);
  });

  it('earns nothing outside promotions but the base, and nothing for no repairs', () => {
    expect(earningEntries({ ...base, day: '2026-11-30', repairs: [{ jobNumber: 'J1', deviceType: 'console', netPence: 7550 }] })).toEqual([
      expect.objectContaining({ key: 'sale:S1', kind: 'earned', points: 75 }),
    ]);
    expect(earningEntries({ ...base, day: '2026-12-02', repairs: [] })).toEqual([]);
  });

  it('adds the multiplier bonus and a repair-type bonus per matching repair on the promotion days', () => {
    const entries = earningEntries({
      ...base,
      day: '2026-12-07',
      repairs: [
        { jobNumber: 'J1', deviceType: 'console', netPence: 5000 },
        { jobNumber: 'J2', deviceType: 'phone', netPence: 3000 },
        { jobNumber: 'J3', deviceType: 'console', netPence: 1000 },
      ],
    });
    expect(entries.map((e) => [e.key, e.kind, e.points])).toEqual([
      ['sale:S1', 'earned', 90],
      [`sale:S1:promo:${double.id}`, 'bonus', 90],
      [`sale:S1:promo:${consoles.id}`, 'bonus', 50],
    ]);
  });
});

describe('tiers', () => {
  it('are reached at their thresholds', () => {
    expect([0, 149, 150, 399, 400, 799, 800, 5000].map((p) => tierFor(p).name)).toEqual(['Bronze', 'Bronze', 'Silver', 'Silver', 'Gold', 'Gold', 'Platinum', 'Platinum']);
  });

  it('say how far the next one is, and none past the top', () => {
    expect(nextTier(120)).toEqual({ tier: expect.objectContaining({ name: 'Silver' }), pointsNeeded: 30 });
    expect(nextTier(800)).toBeNull();
  });

  it('give Gold 3 and Platinum 6 extra warranty months', () => {
    expect(tierFor(400).extraWarrantyMonths).toBe(3);
    expect(tierFor(800).extraWarrantyMonths).toBe(6);
  });
});
