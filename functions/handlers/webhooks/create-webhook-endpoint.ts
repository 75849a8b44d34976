// POST /api/admin/webhooks: a new endpoint; the answer carries its signing secret.
import * as webhookRoutes from '../../../shared/api/routes/webhooks';
import { createHandler } from '../../http/create-handler';
import { createWebhookEndpoint } from '../../webhooks/endpoints';

export const handler = createHandler(webhookRoutes.createWebhookEndpoint, async ({ body, now }) => ({ body: await createWebhookEndpoint(body, now) }));
