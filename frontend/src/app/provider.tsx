// App-wide wrappers: the last-resort error boundary and the toast region. TanStack Query's provider
// sits on the data layout route and the header's session part instead, so pages without server data
// load without it (docs/decisions/004-first-load-budget.md).
import type { ReactNode } from 'react';
import { AppErrorBoundary } from '../components/errors/app-error-boundary';
import { ToastRegion } from '../components/ui/toast-region';

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <AppErrorBoundary>
      {children}
      <ToastRegion />
    </AppErrorBoundary>
  );
}
