// POST /api/admin/sales/{saleId}/refunds: refunds lines to the original methods with a credit note.
import * as tillRoutes from '../../../shared/api/routes/till';
import { createHandler } from '../../http/create-handler';
import { refundSale } from '../../sales/refund-sale';
import { staffOf } from '../../sales/staff';

export const handler = createHandler(tillRoutes.refundSale, async ({ params, body, session, now }) => ({
  body: await refundSale(params.saleId, body, await staffOf(session), now),
}));
