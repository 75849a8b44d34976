// POST /api/admin/sales: a till sale (lines, discounts, customer, payments) in one transaction with
// its invoice, drawer moves, receipt code and any repair collections; idempotent per key. Staff
// discounts beyond the front desk's limit need 'till.discount' or a manager's approval (decision 268).
import * as tillRoutes from '../../../shared/api/routes/till';
import { createHandler } from '../../http/create-handler';
import { siteOriginOf } from '../../lib/site-origin';
import { actorOf } from '../../repairs/actors';
import { createSale } from '../../sales/create-sale';
import { approvedByOf, discountAuthoriser, type Granted } from '../../sales/manager-approval';

export const handler = createHandler(tillRoutes.createSale, async ({ body, session, now, event, clientIp, userAgent }) => {
  const authorise = discountAuthoriser(body.approvalId, session, now);
  let granted: Granted | undefined;
  const sale = await createSale(body, {
    by: await actorOf(session),
    now,
    siteOrigin: siteOriginOf(event),
    caller: { clientIp, userAgent },
    authoriseDiscount: async (discountPence, subtotalPence) => (granted = await authorise(discountPence, subtotalPence)),
  });
  return { body: sale, approvedBy: approvedByOf(granted) };
});
