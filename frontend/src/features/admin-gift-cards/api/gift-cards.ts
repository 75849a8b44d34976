// The gift cards page's reads (decision 341): the newest cards, one card with its ledger, and a
// customer record's store credit with its ledger.
import { queryOptions } from '@tanstack/react-query';
import { giftCardRoutes } from '../../../../../shared/api/routes/gift-cards';
import { apiCall } from '../../../lib/api-client';

export const giftCardsQueryOptions = () =>
  queryOptions({ queryKey: [giftCardRoutes.listGiftCards.path], queryFn: ({ signal }) => apiCall(giftCardRoutes.listGiftCards, { signal }) });

export const giftCardQueryOptions = (code: string) =>
  queryOptions({ queryKey: [giftCardRoutes.getGiftCardLedger.path, code], queryFn: ({ signal }) => apiCall(giftCardRoutes.getGiftCardLedger, { params: { code }, signal }), retry: false });

export const customerStoreCreditQueryOptions = (qrCode: string) =>
  queryOptions({ queryKey: [giftCardRoutes.getCustomerStoreCredit.path, qrCode], queryFn: ({ signal }) => apiCall(giftCardRoutes.getCustomerStoreCredit, { params: { qrCode }, signal }) });
