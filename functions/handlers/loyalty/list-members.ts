// GET /api/admin/loyalty/members: every member with balance and tier.
import * as loyaltyRoutes from '../../../shared/api/routes/loyalty';
import { createHandler } from '../../http/create-handler';
import { allMembers } from '../../loyalty/member-views';

export const handler = createHandler(loyaltyRoutes.listLoyaltyMembers, async () => ({ body: { members: await allMembers() } }));
