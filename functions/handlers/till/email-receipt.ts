// POST /api/admin/sales/{saleId}/receipt-email {email}: emails the receipt, on the customer's request.
import * as tillRoutes from '../../../shared/api/routes/till';
import { getSale } from '../../data/sales';
import { createHandler } from '../../http/create-handler';
import { NotFoundError } from '../../lib/http-errors';
import { siteOriginOf } from '../../lib/site-origin';
import { receiptMessage } from '../../mail/templates/receipt';
import { requestEmail } from '../../mail/request-email';
import { publicSale } from '../../sales/create-sale';
import { receiptClaimUrl } from '../../sales/receipt-link';
import { NO_SUCH_SALE } from '../../sales/refund-sale';

export const handler = createHandler(tillRoutes.emailReceipt, async ({ params, body, event }) => {
  const sale = await getSale(params.saleId);
  if (!sale) throw new NotFoundError(NO_SUCH_SALE);
  await requestEmail('receipt', body.email, receiptMessage(publicSale(sale), receiptClaimUrl(siteOriginOf(event), sale.receiptCode)));
  return { body: { ok: true } };
});
