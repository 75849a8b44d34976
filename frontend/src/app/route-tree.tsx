// The route objects of the data router. Every page is a lazy route module (its own chunk); kept
// apart from createBrowserRouter so the prerender and the per-request render (src/entry-server.tsx)
// feed the same tree to a static handler (docs/decisions/020-public-pages-in-the-html.md).
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { RouteError } from '../components/errors/route-error';
import { PageSpinner } from '../components/ui/spinner';
import { adminPaths, protectedPaths, type Access } from '../config/paths';
import { RootLayout } from './root-layout';
import { builtPages, NOT_FOUND_MODULE, routeModuleSource, type BuiltPage } from './route-registry';

/** What a file in src/app/routes/ exports. */
export interface RouteModule {
  Component: ComponentType;
}

const routeModules = import.meta.glob<RouteModule>('./routes/*.tsx');

function lazyModule(module: string): () => Promise<RouteModule> {
  const load = routeModules[routeModuleSource(module).replace('src/app/', './')];
  if (!load) throw new Error(`Route module ${routeModuleSource(module)} does not exist`);
  return load;
}

/**
 * Reads a data page's content: on the server from the table (functions/pages/loaders.ts), in the
 * browser from the page's own URL (src/app/page-data.ts). The route id is the page's path.
 */
export type PageDataLoader = (page: BuiltPage, args: LoaderFunctionArgs) => Promise<unknown>;

const pageRoute = (page: BuiltPage): RouteObject => ({ path: page.path, lazy: lazyModule(page.module) });

const dataPageRoute = (page: BuiltPage, loadPageData: PageDataLoader): RouteObject => ({
  id: page.path,
  path: page.path,
  lazy: lazyModule(page.module),
  loader: (args) => loadPageData(page, args),
});

/** Each path of a guarded list: its page when built, otherwise the not-found page, inside the guard. */
function guardedChildren(patterns: readonly string[], built: readonly BuiltPage[]): RouteObject[] {
  return patterns.map((path) => ({
    path,
    lazy: lazyModule(built.find((page) => page.path === path)?.module ?? NOT_FOUND_MODULE),
  }));
}

function PageLoading() {
  return <PageSpinner label="Loading page" />;
}

/** `pages` is the registry; tests pass their own to render a data page the app has not registered. */
export function createRouteTree(loadPageData: PageDataLoader, pages: Readonly<Record<Access, readonly BuiltPage[]>> = builtPages): RouteObject[] {
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
            ...pages.public.filter((page) => page.static && !page.data).map(pageRoute),
            ...pages.public.filter((page) => page.data).map((page) => dataPageRoute(page, loadPageData)),
            {
              id: 'data',
              lazy: () => import('./data-layout'),
              children: [
                ...pages.public.filter((page) => !page.static && !page.data).map(pageRoute),
                {
                  id: 'require-sign-in',
                  lazy: async () => ({ Component: (await import('../features/auth-state/components/route-guards')).RequireSignIn }),
                  children: guardedChildren(Object.values(protectedPaths), pages.protected),
                },
                {
                  id: 'require-admin',
                  lazy: async () => ({ Component: (await import('../features/auth-state/components/route-guards')).RequireAdmin }),
                  children: guardedChildren(Object.values(adminPaths), pages.admin),
                },
              ],
            },
            { path: '*', lazy: lazyModule(NOT_FOUND_MODULE) },
          ],
        },
      ],
    },
  ];
}
