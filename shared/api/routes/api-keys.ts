// API keys (issue 31, decision 274): the owner makes, lists and revokes the keys other tools call the
// admin API with. 'developers.manage', which no key can hold, so no key reaches these routes.
import { defineRoute, type AnyRoute } from '../define-route';
import { ApiKeyListSchema, ApiKeyParamsSchema, ApiKeySchema, CreateApiKeyRequestSchema, CreatedApiKeySchema } from '../../schemas/api-keys';

export const listApiKeys = /* @__PURE__ */ defineRoute({
  name: 'ListApiKeys',
  summary: "The shop's API keys (never their secrets)",
  method: 'GET',
  path: '/api/admin/api-keys',
  auth: 'admin',
  permission: 'developers.manage',
  handler: 'api-keys/list-api-keys',
  table: 'read',
  response: ApiKeyListSchema,
});
export const createApiKey = /* @__PURE__ */ defineRoute({
  name: 'CreateApiKey',
  summary: 'Makes an API key; its secret is answered this once',
  method: 'POST',
  path: '/api/admin/api-keys',
  auth: 'admin',
  permission: 'developers.manage',
  handler: 'api-keys/create-api-key',
  table: 'readwrite',
  publishesEvents: true,
  body: CreateApiKeyRequestSchema,
  response: CreatedApiKeySchema,
  successStatus: 201,
});
export const revokeApiKey = /* @__PURE__ */ defineRoute({
  name: 'RevokeApiKey',
  summary: 'Revokes an API key at once',
  method: 'POST',
  path: '/api/admin/api-keys/{keyId}/revoke',
  auth: 'admin',
  permission: 'developers.manage',
  handler: 'api-keys/revoke-api-key',
  table: 'readwrite',
  publishesEvents: true,
  params: ApiKeyParamsSchema,
  response: ApiKeySchema,
});

/** The area's routes as one object, for the manifest and the browser (decision 024). */
export const apiKeyRoutes = {
  listApiKeys,
  createApiKey,
  revokeApiKey,
} satisfies Record<string, AnyRoute>;
