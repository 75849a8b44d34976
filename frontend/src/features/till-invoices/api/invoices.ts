// GET /api/admin/invoices: the invoices and credit notes of a range of days, newest first, a page at a
// time ("Load more"; decision 361).
import { useInfiniteQuery } from '@tanstack/react-query';
import { tillRoutes } from '../../../../../shared/api/routes/till';
import { apiCall } from '../../../lib/api-client';

export const useInvoices = (from: string, to: string) =>
  useInfiniteQuery({
    queryKey: [tillRoutes.listInvoices.path, from, to],
    queryFn: ({ pageParam, signal }) => apiCall(tillRoutes.listInvoices, { query: { from, to, ...(pageParam ? { cursor: pageParam } : {}) }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor,
  });

/** The document's PDF, drawn in the browser (pdf-lib loads only now). */
export async function documentPdf(number: string): Promise<Uint8Array> {
  const [document, pdfs] = await Promise.all([apiCall(tillRoutes.getDocument, { params: { number } }), import('../../../lib/sales-pdf/document-pdfs')]);
  return document.kind === 'creditNote' ? pdfs.creditNotePdf(document.creditNote) : pdfs.invoicePdf(document.invoice);
}
