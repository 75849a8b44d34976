// The trade-ins page's calls: the list, one trade-in and its steps, the records check, the buy-back
// price list, an online quote by its reference and the drop-offs booked on quotes.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { tradeInRoutes } from '../../../../../shared/api/routes/trade-ins';
import type { BuyBackPrice } from '../../../../../shared/schemas/trade-ins/buy-back';
import type { AcceptOfferRequest, PayOutRequest, PublishRequest, RefurbLineRequest, StartTradeInRequest } from '../../../../../shared/schemas/trade-ins/trade-in';
import { apiCall } from '../../../lib/api-client';

export const tradeInsQueryOptions = (customerQr?: string) =>
  queryOptions({
    queryKey: [tradeInRoutes.listTradeIns.path, customerQr ?? ''],
    queryFn: ({ signal }) => apiCall(tradeInRoutes.listTradeIns, { query: customerQr ? { customerQr } : {}, signal }),
  });

export const tradeInQueryOptions = (id: string) =>
  queryOptions({ queryKey: [tradeInRoutes.getTradeIn.path, id], queryFn: ({ signal }) => apiCall(tradeInRoutes.getTradeIn, { params: { id }, signal }) });

export const recordsCheckQueryOptions = (code: string) =>
  queryOptions({
    queryKey: [tradeInRoutes.checkTradeInRecords.path, code],
    queryFn: ({ signal }) => apiCall(tradeInRoutes.checkTradeInRecords, { query: { code }, signal }),
  });

export const buyBackPricesQueryOptions = () =>
  queryOptions({ queryKey: [tradeInRoutes.getBuyBackPrices.path], queryFn: ({ signal }) => apiCall(tradeInRoutes.getBuyBackPrices, { signal }) });

export const quoteQueryOptions = (quoteId: string) =>
  queryOptions({ queryKey: [tradeInRoutes.getAdminBuyBackQuote.path, quoteId], queryFn: ({ signal }) => apiCall(tradeInRoutes.getAdminBuyBackQuote, { params: { quoteId }, signal }), retry: false });

export const dropOffsQueryOptions = () =>
  queryOptions({ queryKey: [tradeInRoutes.listBuyBackDropOffs.path], queryFn: ({ signal }) => apiCall(tradeInRoutes.listBuyBackDropOffs, { query: {}, signal }) });

/** A write that refreshes the trade-ins and the price list afterwards. Never retried. */
function useTradeInWrite<Input, Output>(write: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    retry: false,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [tradeInRoutes.listTradeIns.path] }),
        queryClient.invalidateQueries({ queryKey: [tradeInRoutes.getTradeIn.path] }),
        queryClient.invalidateQueries({ queryKey: buyBackPricesQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: dropOffsQueryOptions().queryKey }),
      ]);
    },
  });
}

export const useStartTradeIn = () => useTradeInWrite((body: StartTradeInRequest) => apiCall(tradeInRoutes.startTradeIn, { body }));
export const useDeclineTradeIn = (id: string) => useTradeInWrite(() => apiCall(tradeInRoutes.declineTradeIn, { params: { id } }));
export const useAcceptTradeIn = (id: string) => useTradeInWrite((body: AcceptOfferRequest) => apiCall(tradeInRoutes.acceptTradeIn, { params: { id }, body }));
export const usePayTradeIn = (id: string) => useTradeInWrite((body: PayOutRequest) => apiCall(tradeInRoutes.payTradeIn, { params: { id }, body }));
export const useEmailDocument = (id: string) => useTradeInWrite((pdfBase64: string) => apiCall(tradeInRoutes.emailTradeInDocument, { params: { id }, body: { pdfBase64 } }));
export const useAddRefurbishment = (id: string) => useTradeInWrite((body: RefurbLineRequest) => apiCall(tradeInRoutes.addTradeInRefurbishment, { params: { id }, body }));
export const usePublishTradeIn = (id: string) => useTradeInWrite((body: PublishRequest) => apiCall(tradeInRoutes.publishTradeIn, { params: { id }, body }));
export const useReportLost = () => useTradeInWrite((body: { code: string; note: string }) => apiCall(tradeInRoutes.reportLostDevice, { body }));
export const useSavePrice = () => useTradeInWrite((body: BuyBackPrice) => apiCall(tradeInRoutes.saveBuyBackPrice, { body }));
export const useDeletePrice = () => useTradeInWrite((query: Pick<BuyBackPrice, 'model' | 'storage' | 'grade'>) => apiCall(tradeInRoutes.deleteBuyBackPrice, { query }));
export const useImportPrices = () => useTradeInWrite((csv: string) => apiCall(tradeInRoutes.importBuyBackPrices, { body: { csv } }));
