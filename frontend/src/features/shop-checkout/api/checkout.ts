// Checkout: the address suggestions for delivery, starting the payment, and cancelling an order
// whose payment page the customer left. The cart it summarises is read through lib/cart.ts.
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { accountRoutes } from '../../../../../shared/api/routes/accounts';
import { shopRoutes } from '../../../../../shared/api/routes/shop';
import { LOOKUP_MIN_LENGTH } from '../../../../../shared/schemas/account-fields';
import type { CheckoutRequest } from '../../../../../shared/schemas/shop/order';
import { apiCall } from '../../../lib/api-client';

export function useAddressSuggestions(q: string) {
  const text = q.trim();
  return useQuery({
    queryKey: [accountRoutes.lookupAddress.path, text],
    queryFn: ({ signal }) => apiCall(accountRoutes.lookupAddress, { query: { q: text }, signal }),
    enabled: text.length >= LOOKUP_MIN_LENGTH,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useStartCheckout() {
  return useMutation({
    mutationFn: (body: CheckoutRequest) => apiCall(shopRoutes.startCheckout, { body }),
    retry: false,
  });
}

export function useCancelCheckout() {
  return useMutation({ mutationFn: (id: string) => apiCall(shopRoutes.cancelMyCheckout, { params: { id } }), retry: false });
}
