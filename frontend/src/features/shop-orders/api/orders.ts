// The customer's online orders: the list, one order, and its invoice and credit notes as PDFs.
import { queryOptions } from '@tanstack/react-query';
import { shopRoutes } from '../../../../../shared/api/routes/shop';
import { tillRoutes } from '../../../../../shared/api/routes/till';
import { apiCall } from '../../../lib/api-client';

export const myOrdersQueryOptions = () =>
  queryOptions({ queryKey: [shopRoutes.listMyOrders.path], queryFn: ({ signal }) => apiCall(shopRoutes.listMyOrders, { signal }) });

export const myOrderQueryOptions = (id: string, poll = false) =>
  queryOptions({
    queryKey: [shopRoutes.getMyOrder.path, id],
    queryFn: ({ signal }) => apiCall(shopRoutes.getMyOrder, { params: { id }, signal }),
    // After paying, the webhook may land a moment after the customer does: look again until it has.
    refetchInterval: (query) => (poll && query.state.data?.status === 'Pending payment' ? 1500 : false),
  });

/** The PDF of the order's invoice or a refund's credit note, drawn in the browser (pdf-lib loads only now, decision 146). */
export async function orderDocumentPdf(orderId: string, number: string): Promise<Uint8Array> {
  const [document, pdfs] = await Promise.all([apiCall(tillRoutes.getMyOrderDocument, { params: { id: orderId, number } }), import('../../../lib/sales-pdf/document-pdfs')]);
  return document.kind === 'creditNote' ? pdfs.creditNotePdf(document.creditNote) : pdfs.invoicePdf(document.invoice);
}
