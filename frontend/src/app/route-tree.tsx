// The route objects of the data router. Every page is a lazy route module (its own chunk); kept
// apart from createBrowserRouter so a build-time prerender can feed the same tree to a static handler.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RouteError } from '../components/errors/route-error';
import { PageSpinner } from '../components/ui/spinner';
import { adminPaths, protectedPaths } from '../config/paths';
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

const pageRoute = (page: BuiltPage): RouteObject => ({ path: page.path, lazy: lazyModule(page.module) });

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

export const routeTree: RouteObject[] = [
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
          ...builtPages.public.filter((page) => page.static).map(pageRoute),
          {
            id: 'data',
            lazy: () => import('./data-layout'),
            children: [
              ...builtPages.public.filter((page) => !page.static).map(pageRoute),
              {
                id: 'require-sign-in',
                lazy: async () => ({ Component: (await import('../features/auth-state/components/route-guards')).RequireSignIn }),
                children: guardedChildren(Object.values(protectedPaths), builtPages.protected),
              },
              {
                id: 'require-admin',
                lazy: async () => ({ Component: (await import('../features/auth-state/components/route-guards')).RequireAdmin }),
                children: guardedChildren(Object.values(adminPaths), builtPages.admin),
              },
            ],
          },
          { path: '*', lazy: lazyModule(NOT_FOUND_MODULE) },
        ],
      },
    ],
  },
];
