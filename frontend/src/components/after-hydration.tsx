// A Suspense boundary whose content waits until the app runs: the server and hydration draw the
// fallback (a skeleton of the same size), the content follows right after. Forms must never be in
// the prerendered HTML: submitted before the app takes over, the browser would send them natively
// (a password in a GET query string). docs/decisions/020-public-pages-in-the-html.md.
import { startTransition, Suspense, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';

const noSubscription = () => () => undefined;

/** False on the server and during hydration, true once the app has taken over (and on later renders). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * After hydration the content comes in a transition (decision 200): React renders it in slices that
 * yield to the browser. Switched by useHydrated alone, it came with React's synchronous re-render of
 * an external store that changed during hydration, one long task with the part's lazy import and
 * its fallback swap. Drawn by the app (client-side navigation), the content is there at once.
 */
export function AfterHydration({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const hydrated = useHydrated();
  const [show, setShow] = useState(hydrated);
  useEffect(() => {
    if (!show) startTransition(() => setShow(true));
  }, [show]);
  return <Suspense fallback={fallback}>{show ? children : fallback}</Suspense>;
}
