// POST /api/admin/loyalty/members/{userId}/adjustments: staff add or take points with a reason (the
// entry records who and why; the admin write is audited by the handler chain).
import * as loyaltyRoutes from '../../../shared/api/routes/loyalty';
import { createHandler } from '../../http/create-handler';
import { adjustMemberPoints } from '../../loyalty/adjust-member-points';
import { staffOf } from '../../sales/staff';

export const handler = createHandler(loyaltyRoutes.adjustLoyaltyPoints, async ({ params, body, session, now }) => ({
  body: await adjustMemberPoints(params.userId, body, await staffOf(session), now),
}));
