// The routes of the signed-in and admin pages, inside their guards. The browser loads this module
// when a visitor first goes to such a path (react-router's patchRoutesOnNavigation, or before the
// first render when the app starts on one), so no public page's first load carries their route
// table (docs/decisions/027-first-load-at-110-kb.md); the server builds them with the rest.
import { matchPath, type Params, type RouteObject } from 'react-router';
import type { Permission } from '../../../shared/staff/permissions';
import { ADMIN_PAGE_PERMISSIONS } from '../config/admin-page-permissions';
import { adminPaths, protectedPaths } from '../config/paths';
import { userQueryOptions } from '../lib/auth';
import { queryClient } from '../lib/query-client';
import { mayBeSignedIn } from '../lib/signed-in-hint';
import { builtPages, NOT_FOUND_MODULE, type BuiltPage } from './route-registry';
import { lazyRouteModule, type PageFrameHandle, type RouteModule } from './route-tree';

/**
 * A signed-in page's module may also export `prefetch`, which starts its data queries. It runs, with
 * the guard's GET /api/user, when the module has loaded in the browser of someone who may be signed
 * in: at start that is before the guard's first render, so the user and the page's data arrive
 * together rather than one after the other (decision 204). A page with path parameters gets them from
 * the address the browser is at; its module loading during a navigation to it (the address still the
 * page before) prefetches nothing, and the page asks for its data when it renders (decision 224).
 */
interface SignedInRouteModule extends RouteModule {
  prefetch?: (params: Params) => void;
}

/** The params to prefetch `path`'s data with, or undefined when the browser is not on that page. */
export function prefetchParams(path: string, pathname: string): Params | undefined {
  const match = matchPath(path, pathname);
  if (match) return match.params;
  return path.includes(':') ? undefined : {};
}

/**
 * The modules the first-load list leaves out (route-tree.tsx, decision 367): the admin pages' (named
 * admin*.tsx) and the protected pages'. Any other module, a public page's, comes from that list.
 */
const signedInRouteModules = import.meta.glob<RouteModule>([
  './routes/admin*.tsx',
  './routes/{customer-details,customer-details-by-qr,customer-map,dashboard,dashboard-alias,edit-device,mail-in-order,mail-in-orders,profile,purchases,register-device,repairs,shop-cart,shop-checkout,shop-order,shop-orders,site-functionality,two-factor-setup}.tsx',
]);

/** Loads a signed-in or admin page's module, or a public one's (the not-found page's) from the first-load list. */
export function signedInRouteModule(module: string): () => Promise<RouteModule> {
  return signedInRouteModules[`./routes/${module}.tsx`] ?? lazyRouteModule(module);
}

function lazyModule(module: string, path: string, permission: Permission | undefined): () => Promise<RouteModule> {
  const load = signedInRouteModule(module);
  return async () => {
    const { prefetch, Frame, ...routeModule }: SignedInRouteModule = await load();
    if (typeof document !== 'undefined' && mayBeSignedIn(document.cookie)) {
      // The guard's question, asked now rather than at its first render.
      void queryClient.prefetchQuery(userQueryOptions());
      const params = prefetchParams(path, window.location.pathname);
      if (params) prefetch?.(params);
    }
    // The guard draws the frame while it waits for the user, and checks the page's permission
    // (features/auth-state/components/route-guards.tsx).
    return Frame || permission ? { ...routeModule, handle: { Frame, permission } satisfies PageFrameHandle } : routeModule;
  };
}

/** Each path of a guarded list: its page when built, otherwise the not-found page, inside the guard. */
function guardedChildren(pathsByKey: Record<string, string>, built: readonly BuiltPage[], permissions: Partial<Record<string, Permission>> = {}): RouteObject[] {
  return Object.entries(pathsByKey).map(([key, path]) => ({
    path,
    lazy: lazyModule(built.find((page) => page.path === path)?.module ?? NOT_FOUND_MODULE, path, permissions[key]),
  }));
}

export interface SignedInRoutes {
  /** Children of the 'require-sign-in' route. */
  readonly protected: RouteObject[];
  /** Children of the 'require-admin' route. */
  readonly admin: RouteObject[];
}

/** `pages` is the registry; tests pass their own. */
export function signedInRoutes(pages: Pick<typeof builtPages, 'protected' | 'admin'> = builtPages): SignedInRoutes {
  return {
    protected: guardedChildren(protectedPaths, pages.protected),
    admin: guardedChildren(adminPaths, pages.admin, ADMIN_PAGE_PERMISSIONS),
  };
}
