// PUT /api/admin/rewards/{rewardId}: new terms for a reward (redemptions already made keep theirs).
import * as rewardRoutes from '../../../shared/api/routes/rewards';
import { updateReward } from '../../data/rewards';
import { createHandler } from '../../http/create-handler';
import { NotFoundError } from '../../lib/http-errors';

export const handler = createHandler(rewardRoutes.updateReward, async ({ params, body, now }) => {
  const reward = await updateReward(params.rewardId, body, now);
  if (!reward) throw new NotFoundError('Reward not found');
  return { body: reward };
});
