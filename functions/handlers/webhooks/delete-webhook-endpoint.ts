// DELETE /api/admin/webhooks/{id}: the endpoint goes at once; its log expires with its deliveries.
import * as webhookRoutes from '../../../shared/api/routes/webhooks';
import { createHandler } from '../../http/create-handler';
import { deleteWebhookEndpoint } from '../../webhooks/endpoints';

export const handler = createHandler(webhookRoutes.deleteWebhookEndpoint, async ({ params }) => ({ body: { endpoints: await deleteWebhookEndpoint(params.id) } }));
