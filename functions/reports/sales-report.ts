// Sales by day, week (Monday to Sunday) or month from the day rollups: revenue per channel net of
// VAT and refunds, and the new and returning customers over the range. Days with no sales are
// shown as zero so the chart's gaps are real.
import { CHANNELS, type SalesBucket, type SalesGrouping, type SalesReport } from '../../shared/schemas/reports/reports';
import type { ReportDay } from '../data/report-days';

const DAY_MS = 86_400_000;

export function bucketStart(day: string, by: SalesGrouping): string {
  if (by === 'day') return day;
  if (by === 'month') return `${day.slice(0, 7)}-01`;
  const date = new Date(`${day}T00:00:00Z`);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

export function everyDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY_MS) days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

export function salesReport(days: readonly ReportDay[], from: string, to: string, by: SalesGrouping, itemsRead: number): SalesReport {
  const buckets = new Map<string, SalesBucket>();
  for (const day of everyDay(from, to)) {
    const start = bucketStart(day, by);
    if (!buckets.has(start)) buckets.set(start, { start, repairsPence: 0, shopPence: 0, tillPence: 0, totalPence: 0, salesCount: 0 });
  }
  let newCount = 0;
  let returningCount = 0;
  for (const { day, fields } of days) {
    const bucket = buckets.get(bucketStart(day, by));
    if (!bucket) continue;
    const revenue = (c: string) => (fields[`sales_net_${c}`] ?? 0) - (fields[`refunds_net_${c}`] ?? 0);
    bucket.repairsPence += revenue('repairs');
    bucket.shopPence += revenue('shop');
    bucket.tillPence += revenue('till');
    bucket.totalPence += CHANNELS.reduce((sum, c) => sum + revenue(c), 0);
    bucket.salesCount += fields.sales_count ?? 0;
    newCount += fields.customers_new ?? 0;
    returningCount += fields.customers_returning ?? 0;
  }
  const list = [...buckets.values()];
  return {
    from,
    to,
    by,
    buckets: list,
    totalPence: list.reduce((sum, b) => sum + b.totalPence, 0),
    customers: { newCount, returningCount },
    itemsRead,
  };
}
