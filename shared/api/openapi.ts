// The OpenAPI 3.1 description of the API, generated from the route manifest: each route's method,
// path, summary, auth level and permission, and its zod/mini schemas converted by zod's own JSON
// Schema converter. The build writes it to /api/openapi.json (decision 270); nothing at run time
// imports this module, so no Lambda or page carries every schema.
import * as z from 'zod/mini';
import { API_KEY_CALLS_PER_MINUTE, keyMayHold } from '../staff/api-key-permissions';
import { refusalMessage } from '../staff/permissions';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from './csrf';
import type { AnyRoute } from './define-route';
import { SESSION_COOKIE } from './session-cookie';
import type { RouteExample } from './route-examples';

/** Where the site serves the document: a file of the build, beside the API (decision 270). */
export const OPENAPI_DOCUMENT_PATH = '/api/openapi.json';

type JsonSchema = Record<string, unknown>;

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  security: Record<string, string[]>[];
  parameters?: JsonSchema[];
  requestBody?: JsonSchema;
  responses: Record<string, JsonSchema>;
  'x-auth': AnyRoute['auth'];
  'x-permission'?: string;
}

/** No `servers`: the default, the document's own origin, is where the API is (and Swagger UI then draws no unlabelled server picker). */
export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, OpenApiOperation | JsonSchema>>;
  components: {
    securitySchemes: Record<string, JsonSchema>;
    schemas: Record<string, JsonSchema>;
    responses: Record<string, JsonSchema>;
  };
}

/** An area of the manifest as the reference shows it: its heading and one line on it. */
export interface ApiArea {
  title: string;
  description: string;
  routes: Readonly<Record<string, AnyRoute>>;
}

/** Thrown when a route cannot be described: a schema zod cannot convert, or a path parameter without its schema. */
export class RouteDescriptionError extends Error {
  constructor(route: AnyRoute, problem: string) {
    super(`${route.method} ${route.path} (${route.name}): ${problem}`);
    this.name = 'RouteDescriptionError';
  }
}

const SESSION_SCHEME = 'session';
const CSRF_SCHEME = 'csrfHeader';
const BEARER_SCHEME = 'bearer';

const ERROR_SCHEMA: JsonSchema = {
  type: 'object',
  description: 'Every error answer: a sentence the UI can show as it is, and details for some errors.',
  properties: {
    message: { type: 'string', description: 'What went wrong, in words for the person using the page.' },
    errors: {
      type: 'object',
      description: 'On a 400 from validation: each invalid field (dotted path, `_` for the whole input) with its messages.',
      additionalProperties: { type: 'array', items: { type: 'string' } },
    },
    retryAfter: { type: 'integer', description: 'On a 429: seconds until trying again is allowed (also the Retry-After header).' },
    requestId: { type: 'string', description: 'On a 500: the request id to quote when reporting it.' },
  },
  required: ['message'],
};

const errorResponse = (description: string): JsonSchema => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

const ERROR_RESPONSES: Record<string, JsonSchema> = {
  BadRequest: errorResponse('The input is invalid: `message` is the first problem, `errors` lists each field.'),
  NotSignedIn: errorResponse('No session, or it has ended: sign in again.'),
  Forbidden: errorResponse(
    'Refused: a write without the CSRF header or from another site, an admin route for a customer, or a staff role without the permission ("Your role does not allow ...").',
  ),
  NotFound: errorResponse('Nothing has that id or code.'),
  Conflict: errorResponse('The write lost a race or breaks a rule of the current state; nothing was written.'),
  Locked: errorResponse("The staff session is locked for inactivity: unlock it with the passcode or password."),
  TooManyRequests: errorResponse('Too many attempts: wait the Retry-After seconds.'),
  ServerError: errorResponse('Something failed on the server; `requestId` names the request.'),
};

const SUCCESS_DESCRIPTIONS: Record<number, string> = { 200: 'OK', 201: 'Created', 202: 'Accepted' };

/** One schema as JSON Schema 2020-12, OpenAPI 3.1's own dialect; refuses what would not stand alone in the document. */
function convert(route: AnyRoute, schema: z.ZodMiniType, io: 'input' | 'output'): JsonSchema {
  let converted: JsonSchema;
  try {
    converted = z.toJSONSchema(schema, { io, target: 'draft-2020-12', unrepresentable: 'throw' }) as JsonSchema;
  } catch (error) {
    throw new RouteDescriptionError(route, `its ${io} schema does not convert: ${(error as Error).message}`);
  }
  // A $ref into the schema's own $defs would point at the document's root once the schema is inlined.
  if ('$defs' in converted) throw new RouteDescriptionError(route, 'a schema refers to itself ($defs); give it an inline shape');
  const { $schema: _dialect, ...rest } = converted;
  return rest;
}

/** The properties of a params or query schema, as OpenAPI parameters. */
function parametersOf(route: AnyRoute, schema: z.ZodMiniType, location: 'path' | 'query', examples: Record<string, string> = {}): JsonSchema[] {
  const converted = convert(route, schema, 'input');
  const properties = converted.properties as Record<string, JsonSchema> | undefined;
  if (converted.type !== 'object' || !properties) throw new RouteDescriptionError(route, `its ${location} schema is not an object`);
  const required = new Set((converted.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...propertySchema } = property;
    return {
      name,
      in: location,
      required: location === 'path' || required.has(name),
      ...(typeof description === 'string' ? { description } : {}),
      schema: propertySchema,
      ...(examples[name] !== undefined ? { example: examples[name] } : {}),
    };
  });
}

function pathParameters(route: AnyRoute): JsonSchema[] {
  const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  if (names.length === 0) {
    if (route.params) throw new RouteDescriptionError(route, 'it has a params schema but no {parameter} in its path');
    return [];
  }
  if (!route.params) throw new RouteDescriptionError(route, `its path names ${names.join(', ')} but it has no params schema`);
  const parameters = parametersOf(route, route.params, 'path');
  const described = parameters.map((parameter) => parameter.name as string);
  const missing = names.filter((name) => !described.includes(name));
  if (missing.length > 0) throw new RouteDescriptionError(route, `its params schema lacks ${missing.join(', ')}`);
  return parameters.filter((parameter) => names.includes(parameter.name as string));
}

/** Who may call the route, in the words the reference shows. */
function whoMayCall(route: AnyRoute): string {
  const permission = route.permission ? ` whose role has \`${route.permission}\` (without it: "${refusalMessage(route.permission)}")` : '';
  switch (route.auth) {
    case 'public':
      return 'Anyone: no session needed.';
    case 'customer':
      return route.adminRoleOnly ? `A signed-in member of staff${permission}.` : 'A signed-in account (customer or staff).';
    case 'admin':
      return `A signed-in member of staff${permission}.`;
  }
}

function describe(route: AnyRoute): string {
  const lines = [`**Who may call:** ${whoMayCall(route)}`];
  if (route.method !== 'GET') lines.push(`**CSRF:** send \`${CSRF_HEADER}: ${CSRF_HEADER_VALUE}\`; a write without it is refused with 403.`);
  if (route.changesSignIn) lines.push('**Changes how the account signs in:** the body carries the current password again.');
  if (route.auth === 'admin' && route.method !== 'GET') lines.push('**Audited:** each successful call is a record in the audit log.');
  return lines.join('\n\n');
}

function security(route: AnyRoute): Record<string, string[]>[] {
  const write = route.method !== 'GET';
  if (route.auth === 'public') return write ? [{ [CSRF_SCHEME]: [] }] : [];
  const bySession: Record<string, string[]> = write ? { [SESSION_SCHEME]: [], [CSRF_SCHEME]: [] } : { [SESSION_SCHEME]: [] };
  // An API key reaches the staff routes whose permission a key may hold, with no cookie or CSRF header (decision 274).
  const byKey = route.auth === 'admin' && route.permission && keyMayHold(route.permission) ? [{ [BEARER_SCHEME]: [] }] : [];
  return [bySession, ...byKey];
}

function responses(route: AnyRoute, example: RouteExample): Record<string, JsonSchema> {
  const status = route.successStatus ?? 200;
  const ref = (name: string) => ({ $ref: `#/components/responses/${name}` });
  const answers: Record<string, JsonSchema> = {
    [String(status)]: {
      description: SUCCESS_DESCRIPTIONS[status] ?? 'Success',
      content: { 'application/json': { schema: convert(route, route.response, 'output'), ...exampleOf(example.response) } },
    },
  };
  if (route.body || route.query || route.params) answers['400'] = ref('BadRequest');
  if (route.auth !== 'public') answers['401'] = ref('NotSignedIn');
  if (route.auth !== 'public' || route.method !== 'GET') answers['403'] = ref('Forbidden');
  if (route.params) answers['404'] = ref('NotFound');
  if (route.method !== 'GET') answers['409'] = ref('Conflict');
  if (route.auth === 'admin') answers['423'] = ref('Locked');
  answers['500'] = ref('ServerError');
  return answers;
}

const exampleOf = (value: unknown) => (value === undefined ? {} : { example: value });

/** One route as an OpenAPI operation; throws RouteDescriptionError when it cannot be described. */
export function describeRoute(key: string, route: AnyRoute, tag: string, example: RouteExample = {}): OpenApiOperation {
  if (!route.summary?.trim()) throw new RouteDescriptionError(route, 'it has no summary');
  const parameters = [...pathParameters(route), ...(route.query ? parametersOf(route, route.query, 'query', example.query) : [])];
  return {
    operationId: key,
    summary: route.summary,
    description: describe(route),
    tags: [tag],
    security: security(route),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(route.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: convert(route, route.body, 'input'), ...exampleOf(example.body) } } } }
      : {}),
    responses: responses(route, example),
    'x-auth': route.auth,
    ...(route.permission ? { 'x-permission': route.permission } : {}),
  };
}

const DESCRIPTION = `The API of the Device DRS website and back office. Every endpoint is declared once in the
route manifest (shared/api/manifest.ts); this document is generated from it when the site is built.

- **Authentication:** the session cookie \`${SESSION_COOKIE}\`, set by \`POST /api/login\`. Every request
  other than GET also sends the header \`${CSRF_HEADER}: ${CSRF_HEADER_VALUE}\`. An API key (\`Authorization: Bearer ...\`)
  calls the staff routes its permissions allow, with no cookie or CSRF header, ${API_KEY_CALLS_PER_MINUTE} calls a minute.
- **Staff routes** name the permission a role needs (\`x-permission\`); a role without it gets 403.
- **Money** is integer pence; dates are ISO-8601 in UTC.
- **Pages:** a list that pages answers \`nextCursor\`; pass it back as \`cursor\` for the next page.
- **Errors** answer \`{ "message": "..." }\`, with \`errors\` per field on a 400.

The guide is docs/api/using-the-api.md in the repository.`;

/** The whole document for the manifest's areas; `version` is the build's (package.json). */
export function buildOpenApiDocument(areas: Readonly<Record<string, ApiArea>>, version: string, examples: Readonly<Record<string, RouteExample>> = {}): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {
    [OPENAPI_DOCUMENT_PATH]: {
      get: {
        operationId: 'getOpenApiDocument',
        summary: 'This document',
        description: '**Who may call:** Anyone. A file of the build, cached by CloudFront (decision 270).',
        tags: ['Platform'],
        security: [],
        responses: { 200: { description: 'The OpenAPI 3.1 document', content: { 'application/json': { schema: { type: 'object' } } } } },
      },
    },
  };
  const operationIds = new Set<string>();
  for (const area of Object.values(areas)) {
    for (const [key, route] of Object.entries(area.routes)) {
      if (operationIds.has(key)) throw new RouteDescriptionError(route, `a second route has the key ${key}`);
      operationIds.add(key);
      const method = route.method.toLowerCase();
      const item = (paths[route.path] ??= {});
      if (item[method]) throw new RouteDescriptionError(route, 'another route has the same method and path');
      item[method] = describeRoute(key, route, area.title, examples[key]);
    }
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Device DRS API', version, description: DESCRIPTION },
    tags: Object.values(areas).map((area) => ({ name: area.title, description: area.description })),
    paths,
    components: {
      securitySchemes: {
        [SESSION_SCHEME]: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description: 'The HttpOnly session cookie set by POST /api/login (and POST /api/login/2fa).',
        },
        [CSRF_SCHEME]: {
          type: 'apiKey',
          in: 'header',
          name: CSRF_HEADER,
          description: `Every request other than GET sends \`${CSRF_HEADER}: ${CSRF_HEADER_VALUE}\`, and a browser's Origin must be the site's own.`,
        },
        [BEARER_SCHEME]: {
          type: 'http',
          scheme: 'bearer',
          description: `API keys: the owner makes a key with a set of permissions at /admin/developers/keys; it calls the staff routes those permissions allow (never account, staff or key routes), ${API_KEY_CALLS_PER_MINUTE} calls a minute (429 with Retry-After).`,
        },
      },
      schemas: { Error: ERROR_SCHEMA },
      responses: ERROR_RESPONSES,
    },
  };
}
