// How much a shop makes in a span of years at a factor (decision 335): factor 1 is a busy single shop
// over five years (about 25,000 customers, 40,000 jobs, 120,000 till sales, 15,000 online orders),
// factor 10 a group's volume. Counts accrue evenly day by day, so the number of records made before any
// day is a formula, and a resumed run knows every earlier record's index without replaying them.

export const PER_FIVE_YEARS = {
  customers: 25_000,
  jobs: 40_000,
  sales: 120_000,
  orders: 15_000,
} as const;

/** Page views a day at factor 1; hits are kept 396 days (functions/data/page-hits.ts), so only the last 396 days get them. */
export const HITS_PER_DAY = 400;

export const HIT_RETENTION_DAYS = 396;
/** Registered accounts among customer records (loyalty members, online buyers). */
export const REGISTERED_SHARE = 0.35;

export interface ScalePlan {
  years: number;
  factor: number;
  days: number;
  /** Records of a kind made on days 0..day-1. */
  before(kind: keyof typeof PER_FIVE_YEARS, day: number): number;
  hitsOn(day: number): number;
  totals: { customers: number; jobs: number; sales: number; orders: number; hits: number };
}

export function scalePlan(years: number, factor: number): ScalePlan {
  if (!(years > 0 && years <= 20)) throw new RangeError('--years must be between 0 and 20');
  if (!(factor > 0 && factor <= 100)) throw new RangeError('--factor must be above 0 and at most 100');
  const days = Math.round(years * 365.25);
  const perDay = (kind: keyof typeof PER_FIVE_YEARS) => (PER_FIVE_YEARS[kind] * factor * (years / 5)) / days;
  // The small epsilon keeps 24,999.999... (floating point) from losing the last record.
  const before: ScalePlan['before'] = (kind, day) => Math.floor(perDay(kind) * day + 1e-6);
  const hitsOn = (day: number) => (day >= days - HIT_RETENTION_DAYS ? Math.round(HITS_PER_DAY * factor) : 0);
  let hits = 0;
  for (let d = 0; d < days; d++) hits += hitsOn(d);
  return {
    years,
    factor,
    days,
    before,
    hitsOn,
    totals: { customers: before('customers', days), jobs: before('jobs', days), sales: before('sales', days), orders: before('orders', days), hits },
  };
}
