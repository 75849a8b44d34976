// The route objects of the data router. Every page is a lazy route module (its own chunk); kept
// apart from createBrowserRouter so the prerender and the per-request render (src/entry-server.tsx)
// feed the same tree to a static handler (docs/decisions/020-public-pages-in-the-html.md). The
// guards' children, the signed-in and admin pages, come from ./signed-in-routes.ts: the server
// passes them in, the browser adds them when first needed (decision 027).
import type { Permission } from '../../../shared/staff/permissions';
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { RouteError } from '../components/errors/route-error';
import { PageSpinner } from '../components/ui/spinner';
import { NOT_FOUND_MODULE, publicPages, routeModuleSource, type BuiltPage } from './public-pages';
import { RootLayout } from './root-layout';
import type { SignedInRoutes } from './signed-in-routes';

/** What a file in src/app/routes/ exports. */
export interface RouteModule {
  Component: ComponentType;
  /**
   * A signed-in page's frame: what it draws before the user and its data are known, with no data of
   * its own. It fills the page's HTML and stands in while the guard waits for the user (decision 204).
   */
  Frame?: ComponentType;
}

/**
 * Every route module but the signed-in and admin pages' (admin*.tsx and the protected pages' modules
 * of route-registry.ts, which must not also serve a public page), whose list loads with
 * ./signed-in-routes.ts: each line here is paid on every public page's first load (decision 367).
 */
const routeModules = import.meta.glob<RouteModule>([
  './routes/*.tsx',
  '!./routes/admin*.tsx',
  '!./routes/{customer-details,customer-details-by-qr,customer-map,dashboard,dashboard-alias,edit-device,mail-in-order,mail-in-orders,profile,purchases,register-device,repairs,shop-cart,shop-checkout,shop-order,shop-orders,site-functionality,two-factor-setup}.tsx',
]);

export function lazyRouteModule(module: string): () => Promise<RouteModule> {
  const load = routeModules[routeModuleSource(module).replace('src/app/', './')];
  if (!load) throw new Error(`Route module ${routeModuleSource(module)} does not exist`);
  return load;
}

/** The route handle of a signed-in page: its frame, if it has one, and an admin page's permission. */
export interface PageFrameHandle {
  Frame?: ComponentType;
  permission?: Permission;
}

/** The ids of the guards, whose children are the signed-in and the admin pages. */
export const SIGNED_IN_GUARD_IDS = { protected: 'require-sign-in', admin: 'require-admin' } as const;

const NO_SIGNED_IN_ROUTES: SignedInRoutes = { protected: [], admin: [] };

/**
 * Reads a data page's content: on the server from the table (functions/pages/loaders.ts), in the
 * browser from the page's own URL (src/app/page-data.ts). The route id is the page's path.
 */
export type PageDataLoader = (page: BuiltPage, args: LoaderFunctionArgs) => Promise<unknown>;

const pageRoute = (page: BuiltPage): RouteObject => ({ path: page.path, lazy: lazyRouteModule(page.module) });

const dataPageRoute = (page: BuiltPage, loadPageData: PageDataLoader): RouteObject => ({
  id: page.path,
  path: page.path,
  lazy: lazyRouteModule(page.module),
  loader: (args) => loadPageData(page, args),
});

function PageLoading() {
  return <PageSpinner label="Loading page" />;
}

/**
 * `pages` is the public part of the registry (tests pass their own to render a data page the app has
 * not registered); `signedIn` the guards' children, or none until the browser loads them.
 */
export function createRouteTree(loadPageData: PageDataLoader, pages: readonly BuiltPage[] = publicPages, signedIn: SignedInRoutes = NO_SIGNED_IN_ROUTES): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RouteError,
      children: [
        {
          id: 'pages',
          // Keeps the header and footer on screen while a page's chunk loads or after a page fails.
          ErrorBoundary: RouteError,
          HydrateFallback: PageLoading,
          children: [
            ...pages.filter((page) => page.static && !page.data).map(pageRoute),
            ...pages.filter((page) => page.data).map((page) => dataPageRoute(page, loadPageData)),
            {
              id: 'data',
              lazy: () => import('./data-layout'),
              children: [
                ...pages.filter((page) => !page.static && !page.data).map(pageRoute),
                {
                  id: SIGNED_IN_GUARD_IDS.protected,
                  lazy: async () => ({ Component: (await import('../features/auth-state/components/route-guards')).RequireSignIn }),
                  children: signedIn.protected,
                },
                {
                  id: SIGNED_IN_GUARD_IDS.admin,
                  lazy: async () => ({ Component: (await import('../features/auth-state/components/route-guards')).RequireAdmin }),
                  children: signedIn.admin,
                },
              ],
            },
            { path: '*', lazy: lazyRouteModule(NOT_FOUND_MODULE) },
          ],
        },
      ],
    },
  ];
}
