// GET /api/admin/sales/{saleId}: one sale with its lines, payments and refunds.
import * as tillRoutes from '../../../shared/api/routes/till';
import { getSale } from '../../data/sales';
import { createHandler } from '../../http/create-handler';
import { NotFoundError } from '../../lib/http-errors';
import { publicSale } from '../../sales/create-sale';
import { NO_SUCH_SALE } from '../../sales/refund-sale';

export const handler = createHandler(tillRoutes.getSale, async ({ params }) => {
  const sale = await getSale(params.saleId);
  if (!sale) throw new NotFoundError(NO_SUCH_SALE);
  return { body: publicSale(sale) };
});
