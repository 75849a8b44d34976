// The local server's side of the manifest agreement: every route is reachable locally at its method
// and path, and runs the handler module the CDK API stack deploys for it.
import { describe, expect, it } from 'vitest';
import { buildPath } from '../../../shared/api/define-route';
import { routeList } from '../../../shared/api/manifest';
import { findRoute, loadHandler } from '../../../scripts/local/api-router';

function samplePath(path: string): string {
  const params = Object.fromEntries([...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name!, `sample-${name}`]));
  return buildPath(path, params);
}

describe('local routes', () => {
  it.each(routeList.map((route) => [route.name, route] as const))('mounts %s at its method and path', async (_name, route) => {
    const match = findRoute(route.method, samplePath(route.path));

    expect(match.route).toBe(route);
    expect(typeof (await loadHandler(route))).toBe('function');
  });

  it('answers an unknown path with no route and a known path with the methods it takes', () => {
    expect(findRoute('GET', '/api/no-such-thing')).toEqual({ route: null, allowed: [] });
    expect(findRoute('DELETE', '/api/user')).toEqual({ route: null, allowed: ['GET'] });
  });
});
