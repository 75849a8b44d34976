// GET /api/admin/loyalty/promotions: every promotion, past, current and future.
import * as loyaltyRoutes from '../../../shared/api/routes/loyalty';
import { createHandler } from '../../http/create-handler';
import { allPromotions } from '../../loyalty/promotions';

export const handler = createHandler(loyaltyRoutes.listLoyaltyPromotions, async () => ({ body: { promotions: await allPromotions() } }));
