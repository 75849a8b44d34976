// GET /api/admin/gift-cards: the newest gift cards (one Query).
import * as giftCardRoutes from '../../../shared/api/routes/gift-cards';
import { newestGiftCards } from '../../gift-cards/views';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(giftCardRoutes.listGiftCards, async () => ({ body: { cards: await newestGiftCards() } }));
