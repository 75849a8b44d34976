// POST /api/admin/sales/{saleId}/refunds: refunds lines to the original methods with a credit note.
// A role without 'till.refund' refunds up to the front desk's limit, above it with a manager's
// approval (approvalId); the refund and the audit log then name both members (decision 268).
import * as tillRoutes from '../../../shared/api/routes/till';
import { createHandler } from '../../http/create-handler';
import { approvedByOf, authoriseRefund, type RefundAuthority } from '../../sales/manager-approval';
import { refundSale } from '../../sales/refund-sale';
import { staffOf } from '../../sales/staff';

export const handler = createHandler(tillRoutes.refundSale, async ({ params, body, session, now }) => {
  let authority: RefundAuthority | undefined;
  const sale = await refundSale(params.saleId, body, await staffOf(session), now, async (amountPence) => {
    authority = await authoriseRefund(amountPence, body.approvalId, session, now);
    return authority;
  });
  return { body: sale, approvedBy: approvedByOf(authority?.granted) };
});
