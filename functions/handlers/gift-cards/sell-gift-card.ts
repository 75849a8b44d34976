// POST /api/admin/till/gift-cards: a gift card sold at the till, paid into the open drawer; idempotent per key.
import * as giftCardRoutes from '../../../shared/api/routes/gift-cards';
import { sellGiftCardAtTill } from '../../gift-cards/sell-at-till';
import { createHandler } from '../../http/create-handler';
import { actorOf } from '../../repairs/actors';

export const handler = createHandler(giftCardRoutes.sellGiftCard, async ({ body, session, now }) => {
  const by = await actorOf(session);
  return { body: await sellGiftCardAtTill(body, { userId: by.userId, name: by.name }, now) };
});
