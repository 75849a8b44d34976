// GET /api/admin/loyalty/members/{userId}: a member's balance, tier, progress and ledger.
import * as loyaltyRoutes from '../../../shared/api/routes/loyalty';
import { createHandler } from '../../http/create-handler';
import { memberLedger } from '../../loyalty/member-views';

export const handler = createHandler(loyaltyRoutes.getLoyaltyMember, async ({ params, now }) => ({ body: await memberLedger(params.userId, now) }));
