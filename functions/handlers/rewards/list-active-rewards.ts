// GET /api/loyalty/rewards: the rewards members can redeem now (active ones), cheapest first.
import * as rewardRoutes from '../../../shared/api/routes/rewards';
import { listRewards } from '../../data/rewards';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(rewardRoutes.listActiveRewards, async () => {
  return { body: { rewards: (await listRewards()).filter((reward) => reward.active) } };
});
