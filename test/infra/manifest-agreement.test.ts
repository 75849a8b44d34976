// The route manifest, the handler modules and the synthesised API agree: every entry has a handler
// that exports `handler`, exactly one route in the template going to its own function, and every
// event rule has its consumer. (The local server's side of the agreement is tested with the server.)
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_PATH_PATTERN } from '../../infra/constructs/site-distribution';
import { routeKeyOf } from '../../infra/constructs/http-api';
import { REPO_ROOT, consumerEntry, handlerEntry } from '../../infra/lambda/paths';
import { routeAreas, routeList } from '../../shared/api/manifest';
import { eventRules } from '../../shared/events';
import { SYNTH_TIMEOUT_MS, synthApp, type SynthesisedApp } from './synth-app';
import { functionOfRoute, resourcesOfType } from './template-queries';

const EXPORTS_HANDLER = /^export const handler\b/m;

describe('route manifest and modules', () => {
  it.each(routeList.map((route) => [route.name, route] as const))('%s has a handler module exporting `handler`', (_name, route) => {
    const entry = handlerEntry(route.handler);

    expect(existsSync(entry), relative(REPO_ROOT, entry)).toBe(true);
    expect(readFileSync(entry, 'utf8')).toMatch(EXPORTS_HANDLER);
  });

  it('has no two routes with the same method and path, or the same name', () => {
    const keys = routeList.map(routeKeyOf);
    const names = routeList.map((route) => route.name);

    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it('gives every route key to one area only, so joining the areas loses none', () => {
    const areaKeys = Object.values(routeAreas).flatMap((area) => Object.keys(area));

    expect(new Set(areaKeys).size).toBe(areaKeys.length);
    expect(routeList.length).toBe(areaKeys.length);
  });

  it('keeps every path under /api/, where CloudFront sends requests to the API', () => {
    const prefix = API_PATH_PATTERN.replace(/\*$/, '');

    for (const route of routeList) expect(route.path.startsWith(prefix), route.path).toBe(true);
  });

  it.each(eventRules.map((rule) => [rule.name, rule] as const))('event rule %s has a consumer module exporting `handler`', (_name, rule) => {
    const entry = consumerEntry(rule.consumer);

    expect(existsSync(entry), relative(REPO_ROOT, entry)).toBe(true);
    expect(readFileSync(entry, 'utf8')).toMatch(EXPORTS_HANDLER);
  });
});

describe('route manifest and the synthesised API', () => {
  let synthesised: SynthesisedApp;
  beforeAll(() => {
    synthesised = synthApp();
  }, SYNTH_TIMEOUT_MS);

  it.each(routeList.map((route) => [route.name, route] as const))('%s has its own route in the synthesised API', (_name, route) => {
    const { api } = synthesised.templates;

    const functionId = functionOfRoute(api, routeKeyOf(route));
    const fn = resourcesOfType(api, 'AWS::Lambda::Function')[functionId]!;
    expect(fn.Properties.Description).toContain(`(${route.handler})`);
  });
});
