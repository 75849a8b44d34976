// PUT /api/user/message-preferences {channel}: email, SMS or both (SMS needs a verified mobile: 409).
import * as messagingRoutes from '../../../shared/api/routes/messaging';
import { createHandler } from '../../http/create-handler';
import { chooseMessageChannel } from '../../messaging/message-preferences';

export const handler = createHandler(messagingRoutes.updateMessagePreferences, async ({ session, body, now }) => {
  return { body: await chooseMessageChannel(session.userId, body.channel, now) };
});
