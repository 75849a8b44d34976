// Routes are exports of their area's file, each its own, so a handler's bundle keeps only its own
// route (decision 024); the manifest reads each area's object. A route exported but left out of its
// area's object would be neither deployed nor served.
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { AnyRoute } from '../../../shared/api/define-route';
import { routeList } from '../../../shared/api/manifest';

const routesDir = new URL('../../../shared/api/routes/', import.meta.url);
const areaFiles = readdirSync(routesDir).filter((file) => file.endsWith('.ts'));

function isRoute(value: unknown): value is AnyRoute {
  return typeof value === 'object' && value !== null && 'handler' in value && 'method' in value && 'path' in value;
}

describe('route exports', () => {
  it.each(areaFiles)('%s: every route it exports is in the manifest', async (file) => {
    const area = (await import(new URL(file, routesDir).href)) as Record<string, unknown>;
    const inManifest = new Set<unknown>(routeList);

    const missing = Object.entries(area)
      .filter(([, value]) => isRoute(value) && !inManifest.has(value))
      .map(([name]) => name);

    expect(missing).toEqual([]);
  });
});
