// DELETE /api/admin/message-templates/{kind}: back to the default wording.
import * as messagingRoutes from '../../../shared/api/routes/messaging';
import { DEFAULT_SMS_TEMPLATES } from '../../../shared/messaging/sms-templates';
import { resetSmsTemplate } from '../../data/message-templates';
import { createHandler } from '../../http/create-handler';
import { toSmsTemplate } from '../../messaging/sms-template-views';

export const handler = createHandler(messagingRoutes.resetSmsTemplate, async ({ params }) => {
  await resetSmsTemplate(params.kind);
  return { body: toSmsTemplate({ kind: params.kind, text: DEFAULT_SMS_TEMPLATES[params.kind] }) };
});
