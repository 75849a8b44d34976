// Webhooks (issue 31): the owner's endpoints, their signing secrets and delivery log, and re-sending
// a delivery. Deliveries themselves go from the bus, not a route. Contract: docs/api/webhooks.md.
import { defineRoute, type AnyRoute } from '../define-route';
import {
  UpdateWebhookEndpointSchema,
  WebhookDeliveryParamsSchema,
  WebhookDeliverySchema,
  WebhookEndpointDetailSchema,
  WebhookEndpointInputSchema,
  WebhookEndpointListSchema,
  WebhookEndpointParamsSchema,
  WebhookEndpointSchema,
  WebhookEndpointWithSecretSchema,
  WebhookSecretSchema,
} from '../../schemas/webhooks';

export const listWebhookEndpoints = /* @__PURE__ */ defineRoute({
  name: 'ListWebhookEndpoints',
  summary: 'The webhook endpoints',
  method: 'GET',
  path: '/api/admin/webhooks',
  auth: 'admin',
  permission: 'developers.manage',
  handler: 'webhooks/list-webhook-endpoints',
  table: 'read',
  response: WebhookEndpointListSchema,
});
export const createWebhookEndpoint = /* @__PURE__ */ defineRoute({
  name: 'CreateWebhookEndpoint',
  summary: 'Registers a webhook endpoint; its signing secret is answered this once',
  method: 'POST',
  path: '/api/admin/webhooks',
  auth: 'admin',
  permission: 'developers.manage',
  handler: 'webhooks/create-webhook-endpoint',
  table: 'readwrite',
  body: WebhookEndpointInputSchema,
  response: WebhookEndpointWithSecretSchema,
  successStatus: 201,
});
export const getWebhookEndpoint = /* @__PURE__ */ defineRoute({
  name: 'GetWebhookEndpoint',
  summary: 'A webhook endpoint with its newest deliveries',
  method: 'GET',
  path: '/api/admin/webhooks/{id}',
  auth: 'admin',
  permission: 'developers.manage',
  handler: 'webhooks/get-webhook-endpoint',
  table: 'read',
  params: WebhookEndpointParamsSchema,
  response: WebhookEndpointDetailSchema,
});
export const updateWebhookEndpoint = /* @__PURE__ */ defineRoute({
  name: 'UpdateWebhookEndpoint',
  summary: 'Changes a webhook endpoint or switches it on or off',
  method: 'PUT',
  path: '/api/admin/webhooks/{id}',
  auth: 'admin',
  permission: 'developers.manage',
  handler: 'webhooks/update-webhook-endpoint',
  table: 'readwrite',
  params: WebhookEndpointParamsSchema,
  body: UpdateWebhookEndpointSchema,
  response: WebhookEndpointSchema,
});
export const deleteWebhookEndpoint = /* @__PURE__ */ defineRoute({
  name: 'DeleteWebhookEndpoint',
  summary: 'Deletes a webhook endpoint',
  method: 'DELETE',
  path: '/api/admin/webhooks/{id}',
  auth: 'admin',
  permission: 'developers.manage',
  handler: 'webhooks/delete-webhook-endpoint',
  table: 'readwrite',
  params: WebhookEndpointParamsSchema,
  response: WebhookEndpointListSchema,
});
export const revealWebhookSecret = /* @__PURE__ */ defineRoute({
  name: 'RevealWebhookSecret',
  summary: "Reveals a webhook endpoint's signing secret (audited)",
  method: 'POST',
  path: '/api/admin/webhooks/{id}/secret',
  auth: 'admin',
  permission: 'developers.manage',
  handler: 'webhooks/reveal-webhook-secret',
  table: 'read',
  params: WebhookEndpointParamsSchema,
  response: WebhookSecretSchema,
});
export const resendWebhookDelivery = /* @__PURE__ */ defineRoute({
  name: 'ResendWebhookDelivery',
  summary: 'Sends a logged delivery again',
  method: 'POST',
  path: '/api/admin/webhooks/{id}/deliveries/{deliveryId}/resend',
  auth: 'admin',
  permission: 'developers.manage',
  handler: 'webhooks/resend-webhook-delivery',
  table: 'readwrite',
  params: WebhookDeliveryParamsSchema,
  response: WebhookDeliverySchema,
});

/** The area's routes as one object, for the manifest and the browser (decision 024). */
export const webhookRoutes = {
  listWebhookEndpoints,
  createWebhookEndpoint,
  getWebhookEndpoint,
  updateWebhookEndpoint,
  deleteWebhookEndpoint,
  revealWebhookSecret,
  resendWebhookDelivery,
} satisfies Record<string, AnyRoute>;
