// The rewards catalogue for staff (/admin/loyalty): the list and its changes.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { rewardRoutes } from '../../../../../shared/api/routes/rewards';
import type { RewardInput } from '../../../../../shared/schemas/loyalty/reward';
import { apiCall } from '../../../lib/api-client';

export const rewardsQueryOptions = () =>
  queryOptions({
    queryKey: [rewardRoutes.listRewards.path],
    queryFn: ({ signal }) => apiCall(rewardRoutes.listRewards, { signal }),
  });

export const useRewards = () => useQuery(rewardsQueryOptions());

function useRewardWrite<Input>(write: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rewardsQueryOptions().queryKey }),
  });
}

export const useCreateReward = () => useRewardWrite((input: RewardInput) => apiCall(rewardRoutes.createReward, { body: input }));
export const useUpdateReward = () =>
  useRewardWrite(({ rewardId, input }: { rewardId: string; input: RewardInput }) => apiCall(rewardRoutes.updateReward, { params: { rewardId }, body: input }));
export const useDeleteReward = () => useRewardWrite((rewardId: string) => apiCall(rewardRoutes.deleteReward, { params: { rewardId } }));
