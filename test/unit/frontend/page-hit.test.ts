import { describe, expect, it } from 'vitest';
import { PageHitSchema } from '../../../shared/schemas/page-hit';
import { buildPageHit, MAX_LOAD_TIME_MS, measureLoadTime } from '../../../frontend/src/features/page-hits/utils/build-page-hit';

const timing = (startTime: number, domContentLoadedEventEnd: number, loadEventEnd: number) => ({
  startTime,
  domContentLoadedEventEnd,
  loadEventEnd,
});

describe('measureLoadTime', () => {
  it('is the time to the load event, in whole milliseconds', () => {
    expect(measureLoadTime(timing(0, 180.2, 412.7), 5000)).toBe(413);
  });

  it('falls back to DOMContentLoaded while the load event has not finished', () => {
    expect(measureLoadTime(timing(0, 250.4, 0), 300)).toBe(250);
  });

  it('falls back to the time since navigation start without a timing entry', () => {
    expect(measureLoadTime(undefined, 321.6)).toBe(322);
  });

  it('stays within what the server accepts', () => {
    expect(measureLoadTime(undefined, 9_999_999)).toBe(MAX_LOAD_TIME_MS);
    expect(measureLoadTime(timing(50, 0, 0), 10)).toBe(0);
  });
});

describe('buildPageHit', () => {
  it('produces a body the server schema accepts, clipping over-long fields', () => {
    const hit = buildPageHit({
      path: '/services',
      fullUrl: `https://example.test/services?q=${'x'.repeat(5000)}`,
      userAgent: 'u'.repeat(2000),
      referrer: '',
      pageTitle: 't'.repeat(600),
      loadTime: 412,
    });

    expect(PageHitSchema.safeParse(hit).success).toBe(true);
    expect([hit.fullUrl.length, hit.userAgent.length, hit.pageTitle.length]).toEqual([4096, 1024, 512]);
    expect(hit.path).toBe('/services');
  });
});
