// The signed-in user (GET /api/user; any failure means anonymous; without the signed-in hint cookie,
// anonymous without asking: decision 118), clearing it with the cached user
// data, and logout. Guards, the header and the auth screens all read the user through here. It pulls
// in TanStack Query and the API client, so only lazily loaded code imports it (docs/decisions/004).
import { queryOptions, useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import type { User } from '../../../shared/schemas/user';
import { useHydrated } from '../components/after-hydration';
import { apiCall } from './api-client';
import { mayBeSignedIn } from './signed-in-hint';
import { toast } from './toast';

/** GET /api/user's path (`getUser.path`, held equal by test/unit/frontend/user-cache.test.ts). */
export const USER_QUERY_KEY = ['/api/user'] as const;

/**
 * The session's two routes, loaded when a call is made: a visitor's page, knowing it is anonymous,
 * never needs them (decision 210), and their module leaves out the other account routes' schemas,
 * which only the pages making those calls build (decision 213).
 */
const loadSessionRoutes = () => import('../../../shared/api/routes/session');

async function getUser(signal?: AbortSignal): Promise<User | null> {
  // A visitor's page knows it is anonymous without a request that would answer 401 (and log an error).
  if (typeof document !== 'undefined' && !mayBeSignedIn(document.cookie)) return null;
  try {
    return await apiCall((await loadSessionRoutes()).getUser, { signal });
  } catch {
    return null;
  }
}

export const userQueryOptions = () =>
  queryOptions({
    queryKey: USER_QUERY_KEY,
    queryFn: ({ signal }) => getUser(signal),
  });

export type AuthState =
  | { status: 'loading'; user: null }
  | { status: 'anonymous'; user: null }
  | { status: 'authenticated'; user: User };

/**
 * Loading while a server-drawn page hydrates, as on the server: the user query may already have
 * answered (the header asked first) when a later Suspense boundary hydrates, and drawing that answer
 * there would differ from the server's HTML (React error 418).
 */
export function useAuth(): AuthState {
  const { data, isPending } = useQuery(userQueryOptions());
  const hydrated = useHydrated();
  if (isPending || !hydrated) return { status: 'loading', user: null };
  return data ? { status: 'authenticated', user: data } : { status: 'anonymous', user: null };
}

/**
 * Every cached answer but the user's own is reset: any of it (the spec's user data groups, bookings,
 * mail-in orders, a job page) may belong to whoever was signed in before. Reset rather than removed,
 * so a page on screen fetches its data again instead of waiting on a query that is gone.
 */
export function forgetCachedData(queryClient: QueryClient): void {
  void queryClient.resetQueries({ predicate: (query) => query.queryKey[0] !== USER_QUERY_KEY[0] });
}

/**
 * Forgets the user (now anonymous, not loading) and, when someone was signed in, every cached piece
 * of their data. A visitor's own 401 (GET /api/user on a public page) leaves the page's data alone.
 */
export function clearUserData(queryClient: QueryClient): void {
  if (queryClient.getQueryData(USER_QUERY_KEY)) forgetCachedData(queryClient);
  queryClient.setQueryData(USER_QUERY_KEY, null);
}

export interface LogoutOptions {
  /** Leaves the current page (to /); awaited before the user is forgotten, so no route guard sees them vanish. */
  navigateAway: () => Promise<void> | void;
}

/** Logout: POST /api/logout, leave the page, forget the user and the whole cache, confirm with a toast. */
export function useLogout({ navigateAway }: LogoutOptions) {
  return useMutation({
    mutationFn: async () => apiCall((await loadSessionRoutes()).logOut),
    onSuccess: async (_data, _variables, _context, { client }) => {
      await navigateAway();
      clearUserData(client);
      toast({ title: 'Logged out successfully', variant: 'success' });
    },
    onError: (error) => {
      toast({ title: 'Logout failed', description: error.message, variant: 'destructive' });
    },
  });
}
