// What a member can pay with points at checkout: the active rewards and their own balance.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { loyaltyRoutes } from '../../../../../shared/api/routes/loyalty';
import { rewardRoutes } from '../../../../../shared/api/routes/rewards';
import { apiCall } from '../../../lib/api-client';

export const activeRewardsQueryOptions = () =>
  queryOptions({ queryKey: [rewardRoutes.listActiveRewards.path], queryFn: ({ signal }) => apiCall(rewardRoutes.listActiveRewards, { signal }) });

export const myLoyaltyQueryOptions = () =>
  queryOptions({ queryKey: [loyaltyRoutes.getMyLoyalty.path], queryFn: ({ signal }) => apiCall(loyaltyRoutes.getMyLoyalty, { signal }) });

export const useActiveRewards = () => useQuery(activeRewardsQueryOptions());
export const useMyPointsBalance = (enabled = true) => useQuery({ ...myLoyaltyQueryOptions(), select: (loyalty) => loyalty.balance, enabled });
