// Builds the reports screen's figures from the per-day view counters: views per day over the range
// and the most viewed pages. At most 90 days: one Query per calendar month touched (decision 362).
import { daysInRange, type PageReport } from '../../shared/schemas/audit';
import { readViews } from '../data/page-hits';

export const TOP_PAGES_DEFAULT = 10;

export async function pageReport(from: string, to: string, top = TOP_PAGES_DEFAULT): Promise<PageReport> {
  const days = await readViews(from, to, daysInRange(from, to));
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
