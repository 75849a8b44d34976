// A part below the fold of a phone (a form under the page's text) drawn only when the visitor comes
// near it: its placeholder within 200 px of the screen, or their first scroll, tap or key press.
// Until then its chunks are neither loaded nor run, so a phone opening the page spends its first
// seconds on what it shows (docs/decisions/365-below-the-fold-forms-load-when-near.md).
import { startTransition, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useHydrated } from './after-hydration';

/** What tells us the visitor is reading on: the form is loaded then, usually before they reach it. */
const INTERACTIONS = ['scroll', 'pointerdown', 'keydown'] as const;

/**
 * Like AfterHydration (the server and hydration draw the fallback, the content comes in a
 * transition), but after hydration it waits for the visitor to come near. Drawn by the app (a
 * client-side navigation), the content is there at once, as with AfterHydration.
 */
export function WhenNearViewport({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const hydrated = useHydrated();
  const [show, setShow] = useState(hydrated);
  const placeholder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = placeholder.current;
    if (show || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && reveal(), { rootMargin: '0px 0px 200px 0px' });
    function stop() {
      observer.disconnect();
      for (const type of INTERACTIONS) window.removeEventListener(type, reveal);
    }
    function reveal() {
      stop();
      startTransition(() => setShow(true));
    }
    observer.observe(element);
    for (const type of INTERACTIONS) window.addEventListener(type, reveal, { passive: true });
    return stop;
  }, [show]);
  return (
    <div ref={placeholder}>
      <Suspense fallback={fallback}>{show ? children : fallback}</Suspense>
    </div>
  );
}
