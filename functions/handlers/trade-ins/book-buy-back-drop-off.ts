// POST /api/buy-back/quotes/{quoteId}/drop-off: books the day the visitor brings the quoted device in.
import * as tradeInRoutes from '../../../shared/api/routes/trade-ins';
import { createHandler } from '../../http/create-handler';
import { bookQuoteDropOff } from '../../trade-ins/drop-offs';

export const handler = createHandler(tradeInRoutes.bookBuyBackDropOff, async ({ params, body, now }) => ({ body: await bookQuoteDropOff(params.quoteId, body, now) }));
