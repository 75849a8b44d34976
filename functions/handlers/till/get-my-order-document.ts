// GET /api/shop/orders/{id}/documents/{number}: the invoice (or a refund's credit note) of one of the
// customer's own online orders, from which the browser draws the PDF as the admin pages do
// (decision 146). Another customer's order, or a number that is not this order's, is a 404.
import * as tillRoutes from '../../../shared/api/routes/till';
import { getCreditNote, getInvoice } from '../../data/invoices';
import { getShopOrder } from '../../data/shop-orders';
import { createHandler } from '../../http/create-handler';
import { NotFoundError } from '../../lib/http-errors';

export const handler = createHandler(tillRoutes.getMyOrderDocument, async ({ session, params }) => {
  const order = await getShopOrder(params.id);
  if (!order || order.userId !== session.userId) throw new NotFoundError('Order not found');
  const ofOrder = params.number === order.invoiceNumber || order.refunds.some((r) => r.creditNoteNumber === params.number);
  if (!ofOrder || !order.invoiceNumber) throw new NotFoundError('This order has no such invoice or credit note');
  if (params.number.startsWith('CN-')) {
    const [creditNote, invoice] = await Promise.all([getCreditNote(params.number), getInvoice(order.invoiceNumber)]);
    if (!creditNote) throw new NotFoundError('This order has no such invoice or credit note');
    return { body: { kind: 'creditNote' as const, creditNote, invoice } };
  }
  const invoice = await getInvoice(params.number);
  if (!invoice) throw new NotFoundError('This order has no such invoice or credit note');
  return { body: { kind: 'invoice' as const, invoice } };
});
