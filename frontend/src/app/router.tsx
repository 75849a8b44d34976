import { createBrowserRouter, matchRoutes, type DataRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { fetchPageData, readRenderedPageData } from './page-data';
import { createRouteTree } from './route-tree';

/**
 * The browser's router. When the server rendered this page (its data is embedded), the lazy route
 * modules of the current URL load first, so the first render matches the HTML and hydrates it
 * without a flash; otherwise (the SPA shell) the router renders from scratch.
 */
export async function createAppRouter(): Promise<{ router: DataRouter; rendered: boolean }> {
  const routes = createRouteTree((_page, args) => fetchPageData(args));
  const hydrationData = readRenderedPageData(document);
  if (hydrationData) await resolveLazyMatches(routes);
  return { router: createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined), rendered: hydrationData !== null };
}

async function resolveLazyMatches(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

export function AppRouter({ router }: { router: DataRouter }) {
  return <RouterProvider router={router} />;
}
