// POST /api/shop/checkout: prices the cart, holds its stock for 30 minutes and opens the payment page.
import * as shopRoutes from '../../../shared/api/routes/shop';
import { createHandler } from '../../http/create-handler';
import { BadRequestError } from '../../lib/http-errors';
import { siteOriginOf } from '../../lib/site-origin';
import { startCheckout } from '../../shop/start-checkout';
import { assertServiceOpen } from '../../settings/site-functions';

export const handler = createHandler(shopRoutes.startCheckout, async ({ session, body, event, now }) => {
  // The payment page returns the customer here; without a known origin there is nowhere to return to.
  const origin = siteOriginOf(event);
  if (!origin) throw new BadRequestError('Unknown site origin');
  // Staff may switch the online shop off (/admin/site-functionality): refused with their notice.
  await assertServiceOpen('shop', now);
  return { body: await startCheckout(session.userId, body, origin, now) };
});
