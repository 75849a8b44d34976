// Builds the reports screen's figures from the per-day view counters: views per day over the range
// and the most viewed pages. At most 90 days, so at most 90 small Queries, a few at a time.
import { daysInRange, type PageReport } from '../../shared/schemas/audit';
import { readDayViews, type DayViews } from '../data/page-hits';

const CONCURRENT_DAYS = 8;
export const TOP_PAGES_DEFAULT = 10;

async function readDays(days: string[]): Promise<DayViews[]> {
  const results: DayViews[] = [];
  for (let i = 0; i < days.length; i += CONCURRENT_DAYS) {
    results.push(...(await Promise.all(days.slice(i, i + CONCURRENT_DAYS).map(readDayViews))));
  }
  return results;
}

export async function pageReport(from: string, to: string, top = TOP_PAGES_DEFAULT): Promise<PageReport> {
  const days = await readDays(daysInRange(from, to));
  const byPath = new Map<string, number>();
  for (const day of days) for (const [path, views] of day.paths) byPath.set(path, (byPath.get(path) ?? 0) + views);
  const topPages = [...byPath]
    .map(([path, views]) => ({ path, views }))
    .sort((a, b) => b.views - a.views || a.path.localeCompare(b.path))
    .slice(0, top);
  return {
    from,
    to,
    totalViews: days.reduce((sum, day) => sum + day.views, 0),
    days: days.map(({ day, views }) => ({ day, views })),
    topPages,
  };
}
