// POST /api/buy-back/quotes: an instant quote by model, storage and condition, valid 14 days.
import * as tradeInRoutes from '../../../shared/api/routes/trade-ins';
import { createHandler } from '../../http/create-handler';
import { giveQuote } from '../../trade-ins/buy-back-prices';

export const handler = createHandler(tradeInRoutes.createBuyBackQuote, async ({ body, now }) => ({ body: await giveQuote(body, now) }));
