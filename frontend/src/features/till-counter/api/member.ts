// The loyalty the sale's customer brings (decisions 160, 161): their tier's repair discount, their
// points and the rewards those cover. The server prices the sale itself; this is what the till shows.
import { useQuery } from '@tanstack/react-query';
import { rewardRoutes } from '../../../../../shared/api/routes/rewards';
import { apiCall } from '../../../lib/api-client';

export const useTillMember = (customerQr: string | null) =>
  useQuery({
    queryKey: [rewardRoutes.getTillMember.path, customerQr],
    queryFn: ({ signal }) => apiCall(rewardRoutes.getTillMember, { params: { customerQr: customerQr! }, signal }),
    enabled: customerQr !== null,
    staleTime: 0,
  });
