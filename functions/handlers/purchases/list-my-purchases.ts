// GET /api/user/purchases: the signed-in customer's invoices and credit notes, newest first, a page at a time (decision 295).
import * as purchaseRoutes from '../../../shared/api/routes/purchases';
import { purchasesPage } from '../../data/purchases';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(purchaseRoutes.listMyPurchases, async ({ session, query }) => ({
  body: await purchasesPage(session.userId, query.cursor),
}));
