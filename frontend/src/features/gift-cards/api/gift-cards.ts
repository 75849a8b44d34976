// Gift cards for customers and visitors (issue 29, decisions 345, 346): a card's balance by its code,
// buying a card online (its payment page; never retried by the client), and the signed-in customer's
// store credit for the shop's checkout.
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { giftCardRoutes } from '../../../../../shared/api/routes/gift-cards';
import type { BuyGiftCardRequest } from '../../../../../shared/schemas/gift-cards/gift-card';
import { apiCall } from '../../../lib/api-client';

/** The balance of the card with this code (as stored: 16 capitals). */
export function useCheckGiftCardBalance() {
  return useMutation({ mutationFn: (code: string) => apiCall(giftCardRoutes.checkGiftCardBalance, { params: { code } }), retry: false });
}

export function useBuyGiftCard() {
  return useMutation({ mutationFn: (body: BuyGiftCardRequest) => apiCall(giftCardRoutes.buyGiftCard, { body }), retry: false });
}

export const myStoreCreditQueryOptions = () =>
  queryOptions({ queryKey: [giftCardRoutes.getMyStoreCredit.path], queryFn: ({ signal }) => apiCall(giftCardRoutes.getMyStoreCredit, { signal }) });

export const useMyStoreCredit = () => useQuery(myStoreCreditQueryOptions());
