// POST /api/shop/gift-cards: the payment page for a gift card bought online (decision 345).
import * as giftCardRoutes from '../../../shared/api/routes/gift-cards';
import { startGiftCardPurchase } from '../../gift-cards/online-purchase';
import { createHandler } from '../../http/create-handler';
import { BadRequestError } from '../../lib/http-errors';
import { siteOriginOf } from '../../lib/site-origin';
import { assertServiceOpen } from '../../settings/site-functions';

export const handler = createHandler(giftCardRoutes.buyGiftCard, async ({ body, event, now }) => {
  // The payment page returns the buyer here; without a known origin there is nowhere to return to.
  const origin = siteOriginOf(event);
  if (!origin) throw new BadRequestError('Unknown site origin');
  // A card is sold in the online shop: switched off with it (/admin/site-functionality).
  await assertServiceOpen('shop', now);
  return { body: await startGiftCardPurchase(body, origin, now) };
});
