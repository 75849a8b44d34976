// Routes are exports of their area's file, each its own, so a handler's bundle keeps only its own
// route (decision 024); the manifest reads each area's object. A route exported but left out of its
// area's object would be neither deployed nor served; a route only inside the object, or a handler
// importing the object by name, would make every handler of the area carry all its routes.
import { readdirSync, readFileSync } from 'node:fs';
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

  it.each(areaFiles)("%s: every route in its area's object is also its own export", async (file) => {
    const area = (await import(new URL(file, routesDir).href)) as Record<string, unknown>;
    const objects = Object.values(area).filter((value): value is Record<string, unknown> => typeof value === 'object' && value !== null && !isRoute(value));

    const notExported = objects.flatMap((object) => Object.entries(object).filter(([key, value]) => isRoute(value) && area[key] !== value).map(([key]) => key));

    expect(notExported).toEqual([]);
  });

  it('every handler imports its routes as a namespace, not the area object by name', () => {
    const handlersDir = new URL('../../../functions/handlers/', import.meta.url);
    const handlerFiles = readdirSync(handlersDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts'));

    const byName = handlerFiles.filter((file) => /import \{[^}]*\} from '[./]*shared\/api\/routes\//.test(readFileSync(new URL(file, handlersDir), 'utf8')));

    expect(byName).toEqual([]);
  });
});
