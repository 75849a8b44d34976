// Gift cards and store credit at the till (decision 341): a card's balance by its code, the sale's
// customer's store credit, and selling a card into the open drawer (never retried by the client).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { giftCardRoutes } from '../../../../../shared/api/routes/gift-cards';
import type { SellGiftCardRequest } from '../../../../../shared/schemas/gift-cards/gift-card';
import { apiCall } from '../../../lib/api-client';
import { currentDrawerQueryOptions } from './drawer';

export const giftCardBalance = (code: string) => apiCall(giftCardRoutes.checkGiftCardBalance, { params: { code } });

export const useStoreCredit = (customerQr: string | null) =>
  useQuery({
    queryKey: [giftCardRoutes.getCustomerStoreCredit.path, customerQr],
    queryFn: ({ signal }) => apiCall(giftCardRoutes.getCustomerStoreCredit, { params: { qrCode: customerQr! }, signal }),
    enabled: customerQr !== null,
    staleTime: 0,
  });

export function useSellGiftCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SellGiftCardRequest) => apiCall(giftCardRoutes.sellGiftCard, { body }),
    retry: false,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: currentDrawerQueryOptions().queryKey }),
  });
}
