// POST /api/admin/trade-ins/{id}/document-email: the purchase document's PDF (drawn by the browser, as
// invoices are, decision 146) emailed to the seller.
import * as tradeInRoutes from '../../../shared/api/routes/trade-ins';
import { createHandler } from '../../http/create-handler';
import { emailPurchaseDocument } from '../../trade-ins/views';

export const handler = createHandler(tradeInRoutes.emailTradeInDocument, async ({ params, body }) => {
  await emailPurchaseDocument(params.id, body.pdfBase64);
  return { body: { ok: true } };
});
