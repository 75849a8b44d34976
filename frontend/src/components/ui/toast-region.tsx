// Mounts the Radix toaster (a separate chunk) when the first toast is raised, so pages that never
// toast do not download it. After that it stays mounted to animate later toasts in and out.
import { lazy, Suspense, useRef, useSyncExternalStore } from 'react';
import { getToasts, subscribeToasts } from '../../lib/toast';

const Toaster = lazy(() => import('./toaster'));

export function ToastRegion() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  const needed = useRef(false);
  if (toasts.length > 0) needed.current = true;
  if (!needed.current) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
