// App-wide wrappers: the last-resort error boundary and the toast region. TanStack Query's provider
// sits on the data layout route and the header's session part instead, so pages without server data
// load without it (docs/decisions/004-first-load-budget.md). The toast region and its queue load
// beside the page (decision 027): a toast raised before it arrives waits in the queue.
import { lazy, Suspense, type ReactNode } from 'react';
import { AppErrorBoundary } from '../components/errors/app-error-boundary';

const ToastRegion = lazy(async () => ({ default: (await import('../components/ui/toast-region')).ToastRegion }));

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <AppErrorBoundary>
      {children}
      <Suspense fallback={null}>
        <ToastRegion />
      </Suspense>
    </AppErrorBoundary>
  );
}
