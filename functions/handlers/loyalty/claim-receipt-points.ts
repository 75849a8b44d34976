// POST /api/user/loyalty/claims: the signed-in member claims a till receipt's points with its code.
import * as loyaltyRoutes from '../../../shared/api/routes/loyalty';
import { createHandler } from '../../http/create-handler';
import { siteOriginOf } from '../../lib/site-origin';
import { claimReceipt } from '../../loyalty/claim-receipt';

export const handler = createHandler(loyaltyRoutes.claimReceiptPoints, async ({ body, session, now, event }) => ({
  body: await claimReceipt(body.code, session.userId, now, siteOriginOf(event)),
}));
