// GET /api/admin/webhooks: every webhook endpoint, without secrets.
import * as webhookRoutes from '../../../shared/api/routes/webhooks';
import { listWebhookEndpoints } from '../../data/webhooks';
import { createHandler } from '../../http/create-handler';
import { withoutSecret } from '../../webhooks/endpoints';

export const handler = createHandler(webhookRoutes.listWebhookEndpoints, async () => ({ body: { endpoints: (await listWebhookEndpoints()).map(withoutSecret) } }));
