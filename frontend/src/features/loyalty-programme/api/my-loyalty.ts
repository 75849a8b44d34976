// GET /api/user/loyalty: the signed-in member's balance, tier, progress and latest entries. Its key
// is the path, so sign-in and sign-out forget it with the rest of the user's data (spec section 7).
import { queryOptions } from '@tanstack/react-query';
import { loyaltyRoutes } from '../../../../../shared/api/routes/loyalty';
import { apiCall } from '../../../lib/api-client';

export const myLoyaltyQueryOptions = () =>
  queryOptions({ queryKey: [loyaltyRoutes.getMyLoyalty.path], queryFn: ({ signal }) => apiCall(loyaltyRoutes.getMyLoyalty, { signal }) });
