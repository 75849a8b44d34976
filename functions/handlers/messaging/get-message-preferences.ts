// GET /api/user/message-preferences: how the customer hears about repairs, and whether their mobile is proven.
import * as messagingRoutes from '../../../shared/api/routes/messaging';
import { createHandler } from '../../http/create-handler';
import { messagePreferences } from '../../messaging/message-preferences';

export const handler = createHandler(messagingRoutes.getMessagePreferences, async ({ session, now }) => {
  return { body: await messagePreferences(session.userId, now) };
});
