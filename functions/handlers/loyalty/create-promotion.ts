// POST /api/admin/loyalty/promotions: double points between two dates, or a bonus on a repair type.
import * as loyaltyRoutes from '../../../shared/api/routes/loyalty';
import { createHandler } from '../../http/create-handler';
import { createPromotion } from '../../loyalty/promotions';
import { staffOf } from '../../sales/staff';

export const handler = createHandler(loyaltyRoutes.createLoyaltyPromotion, async ({ body, session, now }) => ({
  body: await createPromotion(body, await staffOf(session), now),
}));
