// GET /api/admin/webhooks/{id}: the endpoint and its newest deliveries (two requests).
import * as webhookRoutes from '../../../shared/api/routes/webhooks';
import { createHandler } from '../../http/create-handler';
import { webhookEndpointDetail } from '../../webhooks/endpoints';

export const handler = createHandler(webhookRoutes.getWebhookEndpoint, async ({ params }) => ({ body: await webhookEndpointDetail(params.id) }));
