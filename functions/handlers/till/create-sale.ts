// POST /api/admin/sales: a till sale (lines, discounts, customer, payments) in one transaction with
// its invoice, drawer moves, receipt code and any repair collections; idempotent per key.
import * as tillRoutes from '../../../shared/api/routes/till';
import { createHandler } from '../../http/create-handler';
import { siteOriginOf } from '../../lib/site-origin';
import { actorOf } from '../../repairs/actors';
import { createSale } from '../../sales/create-sale';

export const handler = createHandler(tillRoutes.createSale, async ({ body, session, now, event, clientIp, userAgent }) => ({
  body: await createSale(body, { by: await actorOf(session), now, siteOrigin: siteOriginOf(event), caller: { clientIp, userAgent } }),
}));
