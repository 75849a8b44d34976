// POST /api/mail-in-orders: a signed-in customer places a mail-in order.
import * as mailInRoutes from '../../../shared/api/routes/mail-in';
import { createHandler } from '../../http/create-handler';
import { siteOriginOf } from '../../lib/site-origin';
import { createMailInOrder } from '../../mail-in/create-order';
import { orderDetail } from '../../mail-in/order-detail';
import { assertServiceOpen } from '../../settings/site-functions';

export const handler = createHandler(mailInRoutes.createMailInOrder, async ({ body, session, now, event }) => {
  // Staff may switch mail-in off (/admin/site-functionality): refused with their notice.
  await assertServiceOpen('mailIn', now);
  return { body: orderDetail(await createMailInOrder(body, { userId: session.userId, now, siteOrigin: siteOriginOf(event) })) };
});
