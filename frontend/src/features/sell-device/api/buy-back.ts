// The "Sell your device" page's calls: the models the shop quotes for, an instant quote, and the
// drop-off booked on it. Only these routes: the page carries no trade-in schema.
import { queryOptions, useMutation } from '@tanstack/react-query';
import { bookBuyBackDropOff, createBuyBackQuote, listBuyBackModels } from '../../../../../shared/api/routes/trade-ins';
import type { DropOffRequest, QuoteRequest } from '../../../../../shared/schemas/trade-ins/buy-back';
import { apiCall } from '../../../lib/api-client';

export const buyBackModelsQueryOptions = () =>
  queryOptions({ queryKey: [listBuyBackModels.path], queryFn: ({ signal }) => apiCall(listBuyBackModels, { signal }) });

export const useCreateQuote = () => useMutation({ mutationFn: (body: QuoteRequest) => apiCall(createBuyBackQuote, { body }), retry: false });

export const useBookDropOff = (quoteId: string) =>
  useMutation({ mutationFn: (body: DropOffRequest) => apiCall(bookBuyBackDropOff, { params: { quoteId }, body }), retry: false });
