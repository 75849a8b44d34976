// PUT /api/admin/message-templates/{kind} {text}: new wording; only the kind's placeholders are allowed.
import * as messagingRoutes from '../../../shared/api/routes/messaging';
import { unknownPlaceholders } from '../../../shared/messaging/sms-templates';
import { saveSmsTemplate } from '../../data/message-templates';
import { createHandler } from '../../http/create-handler';
import { BadRequestError } from '../../lib/http-errors';
import { toSmsTemplate } from '../../messaging/sms-template-views';
import { actorOf } from '../../repairs/actors';

export const handler = createHandler(messagingRoutes.saveSmsTemplate, async ({ params, body, session, now }) => {
  const unknown = unknownPlaceholders(params.kind, body.text);
  if (unknown.length) {
    const message = `This message cannot use ${unknown.map((name) => `{${name}}`).join(', ')}`;
    throw new BadRequestError(message, { errors: { text: [message] } });
  }
  const by = await actorOf(session);
  await saveSmsTemplate(params.kind, body.text, by.name, now);
  return { body: toSmsTemplate({ kind: params.kind, text: body.text, updatedAt: now.toISOString(), updatedBy: by.name }) };
});
