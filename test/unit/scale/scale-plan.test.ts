// The scale generator's plan and seeded stream (decision 335): the same seed gives the same records,
// counts accrue evenly so a resumed run knows what came before, and a factor scales every count.
import { describe, expect, it } from 'vitest';
import { seeded } from '../../../scripts/scale/prng';
import { HIT_RETENTION_DAYS, HITS_PER_DAY, scalePlan } from '../../../scripts/scale/scale-plan';

describe('scale plan', () => {
  it('makes a busy shop at factor 1 over five years and ten times it at factor 10', () => {
    const one = scalePlan(5, 1).totals;
    const ten = scalePlan(5, 10).totals;

    expect(one).toMatchObject({ customers: 25_000, jobs: 40_000, sales: 120_000, orders: 15_000 });
    expect(one.hits).toBe(HIT_RETENTION_DAYS * HITS_PER_DAY);
    expect(ten.jobs).toBe(400_000);
  });

  it('counts the records made before any day without replaying them, for a fractional factor too', () => {
    const plan = scalePlan(5, 0.05);
    let made = 0;
    for (let day = 0; day < plan.days; day++) {
      expect(plan.before('sales', day)).toBe(made);
      made += plan.before('sales', day + 1) - plan.before('sales', day);
    }
    expect(made).toBe(plan.totals.sales);
  });

  it('refuses a factor or span outside what it was made for', () => {
    expect(() => scalePlan(5, 0)).toThrow('--factor');
    expect(() => scalePlan(0, 1)).toThrow('--years');
  });
});

describe('seeded stream', () => {
  it('gives the same values for the same seed and different ones for another', () => {
    const a = seeded('drs', 'job', 7);
    const b = seeded('drs', 'job', 7);
    const c = seeded('drs', 'job', 8);
    const draw = (r: ReturnType<typeof seeded>) => [r.next(), r.int(1, 6), r.token(22), r.digits(15)];

    const first = draw(a);
    expect(draw(b)).toEqual(first);
    expect(draw(c)).not.toEqual(first);
    expect(first[2]).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});
