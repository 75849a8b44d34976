// GET /api/admin/buy-back-quotes/{quoteId}: an online quote, for the counter to re-grade the device.
import * as tradeInRoutes from '../../../shared/api/routes/trade-ins';
import { createHandler } from '../../http/create-handler';
import { findQuote } from '../../trade-ins/buy-back-prices';

export const handler = createHandler(tradeInRoutes.getAdminBuyBackQuote, async ({ params }) => ({ body: await findQuote(params.quoteId) }));
