// The checklist's grade, the counter's final offer against an online quote, and the buy-back CSV
// reader (issue 30, decision 311).
import { describe, expect, it } from 'vitest';
import { readBuyBackCsv } from '../../../functions/trade-ins/buy-back-csv';
import { finalOffer } from '../../../functions/trade-ins/offer';
import { gradeOf, priceKey, type Checklist } from '../../../shared/trade-ins/grading';

const PERFECT: Checklist = { screen: 'flawless', body: 'flawless', batteryHealthPercent: 100, functionsWork: true, activationLockOff: true };

describe('gradeOf', () => {
  it.each<[string, Partial<Checklist>, 'A' | 'B' | 'C' | null]>([
    ['flawless, 85%, working', { batteryHealthPercent: 85 }, 'A'],
    ['flawless, 84%', { batteryHealthPercent: 84 }, 'B'],
    ['light wear on the body', { body: 'light-wear' }, 'B'],
    ['light wear, 80%', { screen: 'light-wear', batteryHealthPercent: 80 }, 'B'],
    ['light wear, 79%', { screen: 'light-wear', batteryHealthPercent: 79 }, 'C'],
    ['heavy wear', { body: 'heavy-wear' }, 'C'],
    ['a cracked screen', { screen: 'cracked' }, 'C'],
    ['a fault', { functionsWork: false }, 'C'],
    ['activation lock on', { activationLockOff: false }, null],
  ])('%s', (_, change, grade) => {
    expect(gradeOf({ ...PERFECT, ...change })).toBe(grade);
  });
});

describe('finalOffer', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  const quote = { quoteId: 'Q', model: 'iPhone 13', storage: '128GB', grade: 'B' as const, pricePence: 21000, validUntil: '2026-12-01T00:00:00.000Z' };

  it('is the list price for the grade without a quote, and none for a price of nothing', () => {
    expect(finalOffer(18000, null, 'iPhone 13', '128GB', 'B', now)).toBe(18000);
    expect(finalOffer(0, null, 'iPhone 13', '128GB', 'B', now)).toBeNull();
    expect(finalOffer(null, null, 'iPhone 13', '128GB', 'B', now)).toBeNull();
  });

  it("honours a valid quote for the same device graded as well or better, or the list's price if it rose", () => {
    expect(finalOffer(18000, quote, 'iphone13', '128GB', 'B', now)).toBe(21000);
    expect(finalOffer(25000, quote, 'iPhone 13', '128GB', 'A', now)).toBe(25000);
    expect(finalOffer(null, quote, 'iPhone 13', '128GB', 'B', now)).toBe(21000);
  });

  it('does not honour a quote graded worse at the counter, run out, or for another device', () => {
    expect(finalOffer(12000, quote, 'iPhone 13', '128GB', 'C', now)).toBe(12000);
    expect(finalOffer(18000, quote, 'iPhone 13', '128GB', 'B', new Date('2026-12-01T00:00:00Z'))).toBe(18000);
    expect(finalOffer(30000 - 1, quote, 'iPhone 13', '256GB', 'B', now)).toBe(29999);
  });

  it('keys prices by letters and digits of the model', () => {
    expect(priceKey('iPhone 13 Pro', '1tb', 'A')).toBe(priceKey('IPHONE-13-PRO', '1TB', 'A'));
  });
});

describe('readBuyBackCsv', () => {
  it('reads rows, any case, storage and pounds as staff type them', () => {
    const parsed = readBuyBackCsv('Model,Storage,Grade,Price\r\n"Galaxy S23, 5G",256 gb,a,£180\r\niPhone 13,128GB,C,95.5\r\n');

    expect(parsed).toEqual({
      ok: true,
      rows: [
        { model: 'Galaxy S23, 5G', storage: '256GB', grade: 'A', pricePence: 18000 },
        { model: 'iPhone 13', storage: '128GB', grade: 'C', pricePence: 9550 },
      ],
    });
  });

  it('names every bad line and a wrong header', () => {
    expect(readBuyBackCsv('model,price\nx,1')).toEqual({ ok: false, errors: [{ line: 1, message: 'The first line must be the header: model, storage, grade, price' }] });
    expect(readBuyBackCsv('model,storage,grade,price\n,64,B,2500.00\n')).toEqual({
      ok: false,
      errors: [{ line: 2, message: 'Line 2: model is missing; storage "64" must be like 128GB or 1TB; price must be at most £2,000.00' }],
    });
  });
});
