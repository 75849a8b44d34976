// Layout route for every page that reads server data, and for the guards: provides TanStack Query.
// Pages that need no data (home, not-found) sit outside it, so their first load stays small
// (docs/decisions/004-first-load-budget.md).
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from '../lib/query-client';

export function Component() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
