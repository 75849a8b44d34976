// PUT /api/admin/webhooks/{id}: its URL, description, event types and on/off switch.
import * as webhookRoutes from '../../../shared/api/routes/webhooks';
import { createHandler } from '../../http/create-handler';
import { updateWebhookEndpoint } from '../../webhooks/endpoints';

export const handler = createHandler(webhookRoutes.updateWebhookEndpoint, async ({ params, body, now }) => ({ body: await updateWebhookEndpoint(params.id, body, now) }));
