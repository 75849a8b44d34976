// TanStack Query's client with the spec's data rules (section 9): fresh 5 minutes, kept 10, no
// refetch on focus, no polling, bounded retries that never repeat a 4xx.
import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { isClientError } from './api-error';

export const STALE_TIME_MS = 5 * 60 * 1000;
export const GC_TIME_MS = 10 * 60 * 1000;
export const MAX_QUERY_RETRIES = 2;
export const MAX_MUTATION_RETRIES = 1;
export const MAX_RETRY_DELAY_MS = 30_000;

/** Queries retry up to twice, never when the error is the caller's own (it starts with 4). */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_QUERY_RETRIES && !isClientError(error);
}

/** Mutations retry once, never on 4xx. */
export function shouldRetryMutation(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_MUTATION_RETRIES && !isClientError(error);
}

/** 1 s, 2 s, 4 s ... capped at 30 s. */
export function retryDelay(attemptIndex: number): number {
  return Math.min(1000 * 2 ** attemptIndex, MAX_RETRY_DELAY_MS);
}

/** The default fetch: a GET to the path the query key spells, returning its JSON. */
export const getQueryKeyPath: QueryFunction = ({ queryKey, signal }) =>
  apiRequest('GET', queryKey.map(String).join('/'), undefined, signal);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryKeyPath,
        staleTime: STALE_TIME_MS,
        gcTime: GC_TIME_MS,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: shouldRetryQuery,
        retryDelay,
      },
      mutations: {
        retry: shouldRetryMutation,
        retryDelay,
      },
    },
  });
}

export const queryClient = createQueryClient();
