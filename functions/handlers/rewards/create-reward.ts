// POST /api/admin/rewards: a new reward in the catalogue.
import { ulid } from 'ulid';
import * as rewardRoutes from '../../../shared/api/routes/rewards';
import { createReward } from '../../data/rewards';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(rewardRoutes.createReward, async ({ body, now }) => {
  return { body: await createReward(ulid(now.getTime()), body, now) };
});
