// What a page painted as Lighthouse counts it: every layout shift not after input (CLS), each largest
// contentful paint with its element's text then (a frame's element leaves the document when the page
// takes its place) and the first contentful paint. For the frame tests (decisions 204, 221-223).
import type { Page } from 'playwright-core';

export interface Paints {
  cls: number;
  /** The last largest-contentful-paint entry: the page's LCP. */
  lcp: { text: string; startTime: number } | undefined;
  fcp: number | undefined;
}

interface Seen {
  shifts: number[];
  lcp: { text: string; startTime: number }[];
}

/** Starts recording on every document `page` opens from now on; call before `page.goto`. */
export async function recordPaints(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: Seen = { shifts: [], lcp: [] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) seen.shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) {
        seen.lcp.push({ text: entry.element?.textContent ?? '', startTime: entry.startTime });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    Object.assign(window, { __paints: seen });
  });
}

/** The current document's paints, once the last answers and late chunks have landed. */
export async function paintsOf(page: Page): Promise<Paints> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  return page.evaluate(() => {
    const { shifts, lcp } = (window as unknown as { __paints: Seen }).__paints;
    return {
      cls: shifts.reduce((sum, value) => sum + value, 0),
      lcp: lcp.at(-1),
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    };
  });
}
