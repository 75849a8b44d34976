// GET /api/admin/gift-cards/{code}: one card and its ledger (one Query of its partition).
import * as giftCardRoutes from '../../../shared/api/routes/gift-cards';
import { giftCardWithLedger } from '../../gift-cards/views';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(giftCardRoutes.getGiftCardLedger, async ({ params }) => ({ body: await giftCardWithLedger(params.code) }));
