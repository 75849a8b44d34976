// The OpenAPI document generated from the manifest (decision 270): every route is described and its
// schemas convert, the document validates against the OpenAPI 3.1 schema, and a route that cannot be
// described fails here by name.
import { Validator } from '@seriousme/openapi-schema-validator';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { defineRoute, type AnyRoute } from '../../../../shared/api/define-route';
import { routeAreas, routeList, routes } from '../../../../shared/api/manifest';
import { buildOpenApiDocument, describeRoute, OPENAPI_DOCUMENT_PATH, RouteDescriptionError, type OpenApiOperation } from '../../../../shared/api/openapi';
import { apiAreas, openApiDocument } from '../../../../shared/api/openapi-document';
import { ROUTE_EXAMPLES } from '../../../../shared/api/route-examples';

const document = openApiDocument('1.2.3');
const operation = (route: AnyRoute) => document.paths[route.path]?.[route.method.toLowerCase()] as OpenApiOperation | undefined;

describe('the OpenAPI document', () => {
  it.each(Object.entries(routes).map(([key, route]) => [key, route] as const))('describes %s: its summary and schemas convert', (key, route) => {
    expect(route.summary.trim(), `${route.name} has no summary`).not.toBe('');
    expect(() => describeRoute(key, route, 'Test')).not.toThrow();
  });

  it('validates against the OpenAPI 3.1 schema', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document) as unknown as Record<string, unknown>);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('covers every route of the manifest, once, with its auth level and permission', () => {
    for (const route of routeList) {
      const described = operation(route);
      expect(described, `${route.method} ${route.path} is missing`).toBeDefined();
      expect(described!.summary).toBe(route.summary);
      expect(described!['x-auth']).toBe(route.auth);
      expect(described!['x-permission']).toBe(route.permission);
      if (route.permission) expect(described!.description).toContain(`\`${route.permission}\``);
    }
    const operations = Object.values(document.paths).flatMap((item) => Object.keys(item));
    // The manifest's routes and the document's own address.
    expect(operations).toHaveLength(routeList.length + 1);
    expect(document.paths[OPENAPI_DOCUMENT_PATH]?.get).toBeDefined();
    expect(Object.keys(apiAreas)).toEqual(Object.keys(routeAreas));
  });

  it('asks for the session on signed-in routes and the CSRF header on writes', () => {
    expect(operation(routes.trackJob)!.security).toEqual([]);
    expect(operation(routes.logIn)!.security).toEqual([{ csrfHeader: [] }]);
    expect(operation(routes.listJobs)!.security).toEqual([{ session: [] }, { bearer: [] }]);
    expect(operation(routes.refundShopOrder)!.security).toEqual([{ session: [], csrfHeader: [] }, { bearer: [] }]);
    expect(operation(routes.refundShopOrder)!['x-permission']).toBe('till.refund');
    expect(operation(routes.refundShopOrder)!.description).toContain('Your role does not allow refunds.');
    // No key reaches the staff routes (decision 274).
    expect(operation(routes.listStaff)!.security).toEqual([{ session: [] }]);
    expect(Object.keys(document.components.securitySchemes)).toEqual(['session', 'csrfHeader', 'bearer']);
  });

  it('converts path and query parameters and the request and response bodies', () => {
    const listJobs = operation(routes.listJobs)!;
    expect(listJobs.parameters?.map((parameter) => [parameter.name, parameter.in, parameter.required])).toEqual([
      ['status', 'query', false],
      ['q', 'query', false],
      ['cursor', 'query', false],
      ['order', 'query', false],
    ]);
    const getJob = operation(routes.getJob)!;
    expect(getJob.parameters?.[0]).toMatchObject({ name: 'qrCode', in: 'path', required: true, schema: { type: 'string' } });
    const created = operation(routes.openJob)!;
    expect(created.requestBody).toMatchObject({ required: true, content: { 'application/json': { schema: { type: 'object' } } } });
    expect(created.responses['201']).toMatchObject({ content: { 'application/json': { schema: { type: 'object' } } } });
    expect(JSON.stringify(document)).not.toContain('"$schema"');
  });
});

describe('the examples', () => {
  const keyed = routes as Record<string, AnyRoute>;
  it.each(Object.entries(ROUTE_EXAMPLES))('of %s are what its route takes and answers', (key, example) => {
    const route = keyed[key];
    expect(route, `${key} is not a route of the manifest`).toBeDefined();
    if (example.body !== undefined) expect(z.safeParse(route!.body!, example.body).error).toBeUndefined();
    if (example.query !== undefined) expect(z.safeParse(route!.query!, example.query).error).toBeUndefined();
    if (example.response !== undefined) expect(z.safeParse(route!.response, example.response).error).toBeUndefined();
  });

  it('are in the document beside their schemas', () => {
    const openJob = operation(routes.openJob)!;
    expect(openJob.requestBody).toMatchObject({ content: { 'application/json': { example: ROUTE_EXAMPLES.openJob!.body } } });
    expect(operation(routes.listJobs)!.parameters?.find((parameter) => parameter.name === 'status')).toMatchObject({ example: 'Ready for collection' });
    expect(operation(routes.createCustomer)!.responses['201']).toMatchObject({ content: { 'application/json': { example: ROUTE_EXAMPLES.createCustomer!.response } } });
  });
});

describe('a route that cannot be described', () => {
  const base = { name: 'Broken', summary: 'A route of this test', method: 'GET', path: '/api/broken', auth: 'public', handler: 'test/broken', table: 'none' } as const;
  const area = (route: AnyRoute) => ({ test: { title: 'Test', description: 'Routes of this test.', routes: { broken: route } } });

  it('fails without a summary', () => {
    const route = defineRoute({ ...base, summary: ' ', response: z.object({ ok: z.boolean() }) });
    expect(() => buildOpenApiDocument(area(route), '0.0.0')).toThrow(new RouteDescriptionError(route, 'it has no summary'));
  });

  it('fails on a schema zod cannot convert, naming the route', () => {
    const route = defineRoute({ ...base, response: z.object({ at: z.date() }) });
    expect(() => buildOpenApiDocument(area(route), '0.0.0')).toThrow(/GET \/api\/broken \(Broken\): its output schema does not convert/);
  });

  it('fails on a path parameter without its schema', () => {
    const route = defineRoute({ ...base, path: '/api/broken/{id}', response: z.object({ ok: z.boolean() }) });
    expect(() => buildOpenApiDocument(area(route), '0.0.0')).toThrow(/its path names id but it has no params schema/);
  });

  it('is caught by the validator when the document itself is malformed', async () => {
    const result = await new Validator().validate({ ...structuredClone(document), info: { title: 'No version' } } as unknown as Record<string, unknown>);
    expect(result.valid).toBe(false);
  });
});
