// DELETE /api/admin/loyalty/promotions/{promotionId}: ends a promotion (points already given stay).
import * as loyaltyRoutes from '../../../shared/api/routes/loyalty';
import { createHandler } from '../../http/create-handler';
import { removePromotion } from '../../loyalty/promotions';

export const handler = createHandler(loyaltyRoutes.deleteLoyaltyPromotion, async ({ params }) => {
  await removePromotion(params.promotionId);
  return { body: { ok: true } };
});
