// Sends a page hit 100 ms after the page loads and after every route change (spec section 7).
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { buildPageHit, measureLoadTime, type NavigationTiming } from '../utils/build-page-hit';

export const PAGE_HIT_DELAY_MS = 100;

function navigationTiming(): NavigationTiming | undefined {
  const [entry] = performance.getEntriesByType('navigation');
  return entry as PerformanceNavigationTiming | undefined;
}

export function PageHitTracker() {
  const { pathname, search, hash } = useLocation();
  // Inside the app the referrer of a route change is the previous route, not the document's referrer.
  const previousUrl = useRef<string | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => {
      // From the router's location, not window.location: a redirect may already have changed the URL.
      const fullUrl = `${window.location.origin}${pathname}${search}${hash}`;
      const hit = buildPageHit({
        path: pathname,
        fullUrl,
        userAgent: navigator.userAgent,
        referrer: previousUrl.current ?? document.referrer,
        pageTitle: document.title,
        loadTime: measureLoadTime(navigationTiming(), performance.now()),
      });
      previousUrl.current = fullUrl;
      // The API client and its schemas load on demand: a hit is never worth delaying the page for.
      import('../api/record-hit')
        .then(({ recordHit }) => recordHit(hit))
        .catch(() => undefined);
    }, PAGE_HIT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pathname, search, hash]);

  return null;
}
