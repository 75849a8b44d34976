import { createBrowserRouter, matchRoutes, type DataRouter, type PatchRoutesOnNavigationFunction, type RouteMatch, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { nextTask } from '../lib/next-task';
import { evaluateInTurn, preloadedChunks } from './evaluate-preloads';
import { fetchPageData, readRenderedPageData } from './page-data';
import { createRouteTree, SIGNED_IN_GUARD_IDS, type PageDataLoader } from './route-tree';
import type { SignedInRoutes } from './signed-in-routes';

/**
 * The signed-in route table, in two tasks: first the auth module (TanStack Query, the API client),
 * then the table, which would otherwise run in one long task when both are in the browser's cache
 * (decision 213). On a signed-in page's shell both have run already (decision 220).
 */
async function loadSignedInRoutes(): Promise<SignedInRoutes> {
  await import('../lib/auth');
  await nextTask();
  return (await import('./signed-in-routes')).signedInRoutes();
}

/** True when no route matched or only the catch-all did (the not-found page). */
function onlyCatchAll(matches: RouteMatch[] | null): boolean {
  return !matches || matches[matches.length - 1]?.route.path === '*';
}

/**
 * True when only the catch-all (the not-found page) matches `path` in the routes known so far: it
 * may be a signed-in or admin page whose route has not been added yet.
 */
function onlyCatchAllMatches(routes: RouteObject[], path: string): boolean {
  return onlyCatchAll(matchRoutes(routes, path));
}

/**
 * The browser's router. When the server rendered this page (its data is embedded), the lazy route
 * modules of the current URL load first, so the first render matches the HTML and hydrates it
 * without a flash; otherwise (the SPA shell) the router renders from scratch. The signed-in and
 * admin pages' routes load with their own chunk: before the first render when the app starts on such
 * a path, otherwise on the first navigation to one (docs/decisions/027-first-load-at-110-kb.md).
 */
export async function createAppRouter(): Promise<{ router: DataRouter; rendered: boolean }> {
  // A signed-in page's shell: its chunks evaluated a few a task before anything imports them (decision 220).
  await evaluateInTurn(preloadedChunks(document));
  const loadPageData: PageDataLoader = (_page, args) => fetchPageData(args);
  const { pathname, search } = window.location;
  const hydrationData = readRenderedPageData(document, search);
  const publicRoutes = createRouteTree(loadPageData);
  // Matched once: ranking every route is a good part of starting the app (decision 200).
  const publicMatches = matchRoutes(publicRoutes, pathname);
  // Every route from the start on a signed-in, admin or unknown path; and when the app draws a page
  // with parameters itself, since react-router would first draw its loading fallback while it asked
  // patchRoutesOnNavigation about that path.
  const hasParameters = Object.keys(publicMatches?.[0]?.params ?? {}).length > 0;
  const everyRouteNow = onlyCatchAll(publicMatches) || (!hydrationData && hasParameters);
  const routes = everyRouteNow ? createRouteTree(loadPageData, undefined, await loadSignedInRoutes()) : publicRoutes;
  // Resolved first either way, so the first render draws the page, not a spinner in its place.
  await resolveLazyMatches(routes === publicRoutes ? publicMatches : matchRoutes(routes, pathname));
  // The route modules ran in this task; opening session storage, marking the history entry and the
  // router (which ranks the routes again) get one each.
  await nextTask();
  openSessionStorage();
  await nextTask();
  markHistoryEntry();
  await nextTask();
  const router = createBrowserRouter(routes, {
    ...(hydrationData ? { hydrationData } : {}),
    ...(everyRouteNow ? {} : { patchRoutesOnNavigation: addSignedInRoutesWhenNeeded(publicRoutes) }),
  });
  return { router, rendered: hydrationData !== null };
}

/** Adds the guards' children once, the first time a navigation's path matches only the catch-all. */
function addSignedInRoutesWhenNeeded(publicRoutes: RouteObject[]): PatchRoutesOnNavigationFunction {
  let added = false;
  return async ({ path, patch, signal }) => {
    if (added || !onlyCatchAllMatches(publicRoutes, path)) return;
    const signedIn = await loadSignedInRoutes();
    // react-router ignores patches from a navigation that was aborted meanwhile (a <Navigate> that
    // replaced it): marking the routes added then would leave the next navigation without them (404).
    if (added || signal.aborted) return;
    added = true;
    patch(SIGNED_IN_GUARD_IDS.protected, signedIn.protected);
    patch(SIGNED_IN_GUARD_IDS.admin, signedIn.admin);
  };
}

/**
 * The first read of session storage waits for the browser to open it: several milliseconds, four
 * times that on Lighthouse's slow phone. The router reads it when created (its view transitions) and
 * ScrollRestoration when it renders; opened here, in a task of its own, neither read is slow.
 */
function openSessionStorage(): void {
  try {
    void window.sessionStorage.length;
  } catch {
    // Storage disabled: the router and ScrollRestoration catch this themselves.
  }
}

/**
 * The router numbers the history entry it starts on (`idx` in history.state, which it reads back on
 * back and forward) and writes it with history.replaceState when it is missing: a synchronous call of
 * several milliseconds on a phone, done here in a task of its own (decision 210). The router sees the
 * number and writes nothing; should its format change, it writes its own as before.
 */
function markHistoryEntry(): void {
  const state: unknown = window.history.state;
  const current = typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  if (current.idx === undefined || current.idx === null) window.history.replaceState({ ...current, idx: 0 }, '');
}

async function resolveLazy({ route }: RouteMatch): Promise<void> {
  if (typeof route.lazy !== 'function') return;
  const module = await route.lazy();
  Object.assign(route, { ...module, lazy: undefined });
}

/**
 * Loads the matched routes' modules in parallel. On a signed-in page's shell their chunks have run
 * already (evaluateInTurn, decision 220), so this is short there too.
 */
async function resolveLazyMatches(matches: RouteMatch[] | null): Promise<void> {
  await Promise.all((matches ?? []).map(resolveLazy));
}

export function AppRouter({ router }: { router: DataRouter }) {
  return <RouterProvider router={router} />;
}
