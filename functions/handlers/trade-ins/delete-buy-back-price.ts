// DELETE /api/admin/buy-back-prices/row?model=&storage=&grade=: removes one price from the list in use.
import * as tradeInRoutes from '../../../shared/api/routes/trade-ins';
import { createHandler } from '../../http/create-handler';
import { deletePrice } from '../../trade-ins/buy-back-prices';

export const handler = createHandler(tradeInRoutes.deleteBuyBackPrice, async ({ query }) => ({ body: await deletePrice(query) }));
