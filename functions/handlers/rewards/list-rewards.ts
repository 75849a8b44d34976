// GET /api/admin/rewards: the whole catalogue, inactive rewards included.
import * as rewardRoutes from '../../../shared/api/routes/rewards';
import { listRewards } from '../../data/rewards';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(rewardRoutes.listRewards, async () => {
  return { body: { rewards: await listRewards() } };
});
