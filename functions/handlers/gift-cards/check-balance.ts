// GET /api/gift-cards/{code}: a card's balance (public: the code is the secret; no names, no ledger).
import * as giftCardRoutes from '../../../shared/api/routes/gift-cards';
import { giftCardBalance } from '../../gift-cards/views';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(giftCardRoutes.checkGiftCardBalance, async ({ params }) => ({ body: await giftCardBalance(params.code) }));
