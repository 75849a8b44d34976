import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../lib/query-client';

/**
 * The app's one query client, for the working parts of public pages that load in two steps: they
 * sit outside the data layout to keep the first load small, and bring TanStack Query with their own
 * chunk (as the header does). docs/decisions/050-account-pages-load-in-two-steps.md.
 */
export function WithQueryClient({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
