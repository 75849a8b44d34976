// Sends a page hit 100 ms after the page loads and after every route change (spec section 7), once
// the new page has set its title, so the hit carries the title of the page it records.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { titleOfPage } from '../../../lib/page-titles';
import { buildPageHit, measureLoadTime, type NavigationTiming } from '../utils/build-page-hit';

const PAGE_HIT_DELAY_MS = 100;
/** A page that has not named itself by then is recorded with the title the tab shows. */
const TITLE_WAIT_MS = 5_000;

function navigationTiming(): NavigationTiming | undefined {
  const [entry] = performance.getEntriesByType('navigation');
  return entry as PerformanceNavigationTiming | undefined;
}

export default function PageHitTracker() {
  const { pathname, search, hash } = useLocation();
  // Inside the app the referrer of a route change is the previous route, not the document's referrer.
  const previousUrl = useRef<string | null>(null);

  useEffect(() => {
    const cancelled = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    void titleOfPage(pathname, TITLE_WAIT_MS, cancelled.signal).then((title) => {
      if (cancelled.signal.aborted) return;
      timer = setTimeout(() => {
        // From the router's location, not window.location: a redirect may already have changed the URL.
        const fullUrl = `${window.location.origin}${pathname}${search}${hash}`;
        const hit = buildPageHit({
          path: pathname,
          fullUrl,
          userAgent: navigator.userAgent,
          referrer: previousUrl.current ?? document.referrer,
          pageTitle: title ?? document.title,
          loadTime: measureLoadTime(navigationTiming(), performance.now()),
        });
        previousUrl.current = fullUrl;
        // The API client and its schemas load on demand: a hit is never worth delaying the page for.
        import('../api/record-hit')
          .then(({ recordHit }) => recordHit(hit))
          .catch(() => undefined);
      }, PAGE_HIT_DELAY_MS);
    });
    return () => {
      cancelled.abort();
      clearTimeout(timer);
    };
  }, [pathname, search, hash]);

  return null;
}
