// /admin/sales' reads and writes: the sales of a range of days, a day's totals per method, one sale,
// its refunds and emailing its receipt.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { buildPath } from '../../../../../shared/api/define-route';
import { tillRoutes } from '../../../../../shared/api/routes/till';
import type { RefundRequest, SalesListQuery } from '../../../../../shared/schemas/sales/sale';
import { apiCall } from '../../../lib/api-client';

export const useSalesList = (query: SalesListQuery) =>
  useQuery({ queryKey: [tillRoutes.listSales.path, query], queryFn: ({ signal }) => apiCall(tillRoutes.listSales, { query, signal }) });

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

export const documentPdfHref = (number: string) => buildPath(tillRoutes.getDocumentPdf.path, { number });
export const receiptPdfHref = (code: string) => buildPath(tillRoutes.getReceiptPdf.path, { code });
