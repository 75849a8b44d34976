// GET /api/user/loyalty: the signed-in member's balance, tier, progress and latest entries.
import * as loyaltyRoutes from '../../../shared/api/routes/loyalty';
import { createHandler } from '../../http/create-handler';
import { myLoyalty } from '../../loyalty/member-views';

export const handler = createHandler(loyaltyRoutes.getMyLoyalty, async ({ session, now }) => ({ body: await myLoyalty(session.userId, now) }));
