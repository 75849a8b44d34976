import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../../../lib/query-client';

/**
 * The app's one query client, for the working parts of public account pages: they sit outside the
 * data layout to keep the first load small, and load TanStack Query with themselves (as the header does).
 */
export function WithQueryClient({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
