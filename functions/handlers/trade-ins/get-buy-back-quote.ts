// GET /api/buy-back/quotes/{quoteId}: an online quote by its reference (the visitor's own, to book the drop-off).
import * as tradeInRoutes from '../../../shared/api/routes/trade-ins';
import { createHandler } from '../../http/create-handler';
import { findQuote } from '../../trade-ins/buy-back-prices';
import { publicQuote } from '../../trade-ins/drop-offs';

export const handler = createHandler(tradeInRoutes.getBuyBackQuote, async ({ params }) => ({ body: publicQuote(await findQuote(params.quoteId)) }));
