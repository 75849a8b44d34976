// DELETE /api/admin/rewards/{rewardId}: removes a reward from the catalogue (past redemptions keep their terms).
import * as rewardRoutes from '../../../shared/api/routes/rewards';
import { deleteReward } from '../../data/rewards';
import { createHandler } from '../../http/create-handler';
import { NotFoundError } from '../../lib/http-errors';

export const handler = createHandler(rewardRoutes.deleteReward, async ({ params }) => {
  if (!(await deleteReward(params.rewardId))) throw new NotFoundError('Reward not found');
  return { body: { ok: true } };
});
