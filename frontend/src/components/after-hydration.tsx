// A Suspense boundary whose content waits until the app runs: the server and hydration draw the
// fallback (a skeleton of the same size), the content follows right after. Forms must never be in
// the prerendered HTML: submitted before the app takes over, the browser would send them natively
// (a password in a GET query string). docs/decisions/020-public-pages-in-the-html.md.
import { Suspense, useSyncExternalStore, type ReactNode } from 'react';

const noSubscription = () => () => undefined;

/** False on the server and during hydration, true once the app has taken over (and on later renders). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

export function AfterHydration({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const hydrated = useHydrated();
  return <Suspense fallback={fallback}>{hydrated ? children : fallback}</Suspense>;
}
