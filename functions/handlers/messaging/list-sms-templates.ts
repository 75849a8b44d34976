// GET /api/admin/message-templates: every SMS template, edited or default, in a fixed order.
import * as messagingRoutes from '../../../shared/api/routes/messaging';
import { listSmsTemplates } from '../../data/message-templates';
import { createHandler } from '../../http/create-handler';
import { toSmsTemplate } from '../../messaging/sms-template-views';

export const handler = createHandler(messagingRoutes.listSmsTemplates, async () => {
  return { body: { templates: (await listSmsTemplates()).map(toSmsTemplate) } };
});
