// Turns what the browser knows about the page into the POST /api/hit body, within the schema's limits.
import type { PageHit } from '../../../../../shared/schemas/page-hit';

/** The largest loadTime the server accepts (PageHitSchema). */
export const MAX_LOAD_TIME_MS = 600_000;

export interface NavigationTiming {
  readonly startTime: number;
  readonly domContentLoadedEventEnd: number;
  readonly loadEventEnd: number;
}

/**
 * Milliseconds the document took to load, from the Navigation Timing entry: to the load event, or to
 * DOMContentLoaded while the load event is still pending; without an entry, time since navigation start.
 */
export function measureLoadTime(timing: NavigationTiming | undefined, now: number): number {
  let end = now;
  if (timing && timing.loadEventEnd > 0) end = timing.loadEventEnd;
  else if (timing && timing.domContentLoadedEventEnd > 0) end = timing.domContentLoadedEventEnd;
  const elapsed = Math.round(end - (timing?.startTime ?? 0));
  return Math.min(Math.max(elapsed, 0), MAX_LOAD_TIME_MS);
}

export interface PageSnapshot {
  readonly path: string;
  readonly fullUrl: string;
  readonly userAgent: string;
  readonly referrer: string;
  readonly pageTitle: string;
  readonly loadTime: number;
}

const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

export function buildPageHit(page: PageSnapshot): PageHit {
  return {
    path: clip(page.path || '/', 2048),
    fullUrl: clip(page.fullUrl, 4096),
    userAgent: clip(page.userAgent, 1024),
    referrer: clip(page.referrer, 4096),
    pageTitle: clip(page.pageTitle, 512),
    loadTime: page.loadTime,
  };
}
