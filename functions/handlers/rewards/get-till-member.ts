// GET /api/admin/till/members/{customerQr}: the loyalty a customer record brings to a sale: the tier's
// repair discount, the balance and the rewards it covers (decisions 160, 161).
import * as rewardRoutes from '../../../shared/api/routes/rewards';
import { createHandler } from '../../http/create-handler';
import { NotFoundError } from '../../lib/http-errors';
import { tillMember } from '../../rewards/till-redemption';

export const handler = createHandler(rewardRoutes.getTillMember, async ({ params }) => {
  const found = await tillMember(params.customerQr, new Date());
  if (!found) throw new NotFoundError('No customer record has that QR code.');
  return { body: found };
});
