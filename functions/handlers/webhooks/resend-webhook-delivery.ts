// POST /api/admin/webhooks/{id}/deliveries/{deliveryId}/resend: one more attempt now, logged.
import * as webhookRoutes from '../../../shared/api/routes/webhooks';
import { createHandler } from '../../http/create-handler';
import { resendWebhookDelivery } from '../../webhooks/resend';

export const handler = createHandler(webhookRoutes.resendWebhookDelivery, async ({ params, now }) => ({ body: await resendWebhookDelivery(params.id, params.deliveryId, now) }));
