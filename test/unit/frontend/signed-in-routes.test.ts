// The browser's first route tree holds the public pages only; the signed-in and admin pages' routes
// arrive with their own chunk (docs/decisions/027-first-load-at-110-kb.md).
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { publicPages } from '../../../frontend/src/app/public-pages';
import { builtPages, NOT_FOUND_MODULE } from '../../../frontend/src/app/route-registry';
import { createRouteTree, lazyRouteModule } from '../../../frontend/src/app/route-tree';
import { prefetchParams, signedInRoutes } from '../../../frontend/src/app/signed-in-routes';
import { adminPaths, protectedPaths } from '../../../frontend/src/config/paths';

const noData = () => Promise.reject(new Error('no data expected'));

function leafPath(routes: RouteObject[], pathname: string): string | undefined {
  const matches = matchRoutes(routes, pathname);
  return matches?.[matches.length - 1]?.route.path;
}

describe('signed-in and admin routes', () => {
  it('are left out of the first tree, where their paths reach only the catch-all', () => {
    const routes = createRouteTree(noData);

    expect(leafPath(routes, '/dashboard')).toBe('*');
    expect(leafPath(routes, '/admin/jobs')).toBe('*');
    expect(leafPath(routes, '/shop/cart')).toBe('*');
    expect(leafPath(routes, '/shop')).toBe('/shop');
  });

  it('cover every protected and admin path of the spec once added, built or not', () => {
    const routes = createRouteTree(noData, undefined, signedInRoutes());
    const guarded = new Set<string>([...Object.values(protectedPaths), ...Object.values(adminPaths)]);

    for (const path of guarded) {
      const leaf = leafPath(routes, path.replace(/:\w+\??/g, 'x'));
      expect(guarded.has(leaf ?? ''), `${path} -> ${leaf}`).toBe(true);
    }
  });

  it('keep the public pages where they were', () => {
    const routes = createRouteTree(noData, undefined, signedInRoutes());

    expect(leafPath(routes, '/admin/button-test')).toBe('/admin/button-test');
    expect(leafPath(routes, '/no-such-page')).toBe('*');
  });

  it('find their admin modules in their own list: no public page module is named admin*', () => {
    expect(publicPages.filter((page) => page.module.startsWith('admin'))).toEqual([]);
    expect(builtPages.admin.length).toBeGreaterThan(0);
  });

  it('leave every protected-only module out of the first-load list, and keep every public one in it (decision 367)', () => {
    const publicModules = new Set(publicPages.map((page) => page.module));
    const protectedOnly = builtPages.protected.map((page) => page.module).filter((module) => !publicModules.has(module));

    expect(protectedOnly.length).toBeGreaterThan(0);
    for (const module of protectedOnly) expect(() => lazyRouteModule(module), module).toThrow(/does not exist/);
    for (const module of [...publicModules, NOT_FOUND_MODULE]) expect(lazyRouteModule(module), module).toBeTypeOf('function');
  });

  it("prefetch a page's data with the parameters of the address the browser is on (decision 224)", () => {
    expect(prefetchParams(protectedPaths.orderDetail, '/shop/orders/01ABC')).toEqual({ id: '01ABC' });
    expect(prefetchParams(protectedPaths.orderDetail, '/shop/orders/01ABC/')).toEqual({ id: '01ABC' });
    // Loading during a navigation to it, from another page: its parameters are not known yet.
    expect(prefetchParams(protectedPaths.orderDetail, '/shop/orders')).toBeUndefined();
    // A page without parameters prefetches wherever the browser is, as before.
    expect(prefetchParams(protectedPaths.orders, '/shop/orders')).toEqual({});
    expect(prefetchParams(protectedPaths.orders, '/dashboard')).toEqual({});
  });
});
