// /admin/sales' reads and writes: the sales of a range of days (a page at a time), a day's totals per method, one sale,
// its refunds and emailing its receipt.
import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { tillRoutes } from '../../../../../shared/api/routes/till';
import type { RefundRequest, SalesListQuery } from '../../../../../shared/schemas/sales/sale';
import { apiCall } from '../../../lib/api-client';

/** The sales of a range of days, newest first, a page at a time ("Load more"; decision 361). */
export const useSalesList = (query: SalesListQuery) =>
  useInfiniteQuery({
    queryKey: [tillRoutes.listSales.path, query],
    queryFn: ({ pageParam, signal }) => apiCall(tillRoutes.listSales, { query: { ...query, ...(pageParam ? { cursor: pageParam } : {}) }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor,
  });

export const useSalesDay = (day: string) =>
  useQuery({ queryKey: [tillRoutes.getSalesDay.path, day], queryFn: ({ signal }) => apiCall(tillRoutes.getSalesDay, { params: { day }, signal }) });

export const saleQueryOptions = (saleId: string) =>
  queryOptions({ queryKey: [tillRoutes.getSale.path, saleId], queryFn: ({ signal }) => apiCall(tillRoutes.getSale, { params: { saleId }, signal }) });

export const useSale = (saleId: string) => useQuery(saleQueryOptions(saleId));

export function useRefund(saleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RefundRequest) => apiCall(tillRoutes.refundSale, { params: { saleId }, body }),
    retry: false,
    onSuccess: (sale) => {
      queryClient.setQueryData(saleQueryOptions(saleId).queryKey, sale);
      void queryClient.invalidateQueries({ queryKey: [tillRoutes.listSales.path] });
    },
  });
}

export const useEmailReceipt = (saleId: string) =>
  useMutation({ mutationFn: (email: string) => apiCall(tillRoutes.emailReceipt, { params: { saleId }, body: { email } }), retry: false });

/** The PDF of an invoice, its receipt, or a credit note, drawn in the browser from the document's JSON. */
export async function documentPdf(number: string, receiptClaimUrl?: string): Promise<Uint8Array> {
  const [document, pdfs] = await Promise.all([apiCall(tillRoutes.getDocument, { params: { number } }), import('../../../lib/sales-pdf/document-pdfs')]);
  if (document.kind === 'creditNote') return pdfs.creditNotePdf(document.creditNote);
  return receiptClaimUrl ? pdfs.receiptPdf(document.invoice, receiptClaimUrl) : pdfs.invoicePdf(document.invoice);
}
