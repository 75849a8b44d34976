// Promotions for staff (double points between two dates, a bonus on a repair type), on the loyalty
// area's promotions API.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { loyaltyRoutes } from '../../../../../shared/api/routes/loyalty';
import type { CreatePromotionRequest } from '../../../../../shared/schemas/loyalty/promotions';
import { apiCall } from '../../../lib/api-client';

export const promotionsQueryOptions = () =>
  queryOptions({
    queryKey: [loyaltyRoutes.listLoyaltyPromotions.path],
    queryFn: ({ signal }) => apiCall(loyaltyRoutes.listLoyaltyPromotions, { signal }),
  });

export const usePromotions = () => useQuery(promotionsQueryOptions());

function usePromotionWrite<Input>(write: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promotionsQueryOptions().queryKey }),
  });
}

export const useCreatePromotion = () => usePromotionWrite((body: CreatePromotionRequest) => apiCall(loyaltyRoutes.createLoyaltyPromotion, { body }));
export const useDeletePromotion = () => usePromotionWrite((promotionId: string) => apiCall(loyaltyRoutes.deleteLoyaltyPromotion, { params: { promotionId } }));
