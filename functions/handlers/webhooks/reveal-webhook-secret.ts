// POST /api/admin/webhooks/{id}/secret: the endpoint's signing secret, for the owner (an audited write route, decision 278).
import * as webhookRoutes from '../../../shared/api/routes/webhooks';
import { createHandler } from '../../http/create-handler';
import { requireEndpoint } from '../../webhooks/endpoints';

export const handler = createHandler(webhookRoutes.revealWebhookSecret, async ({ params }) => ({ body: { secret: (await requireEndpoint(params.id)).secret } }));
