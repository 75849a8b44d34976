// POST /api/admin/sales/{saleId}/refunds: refunds lines to the original methods with a credit note.
// A role without 'till.refund' refunds up to the front desk's limit, above it with a manager's
// passcode in the request; the refund and the audit log then name both members (decision 268).
import * as tillRoutes from '../../../shared/api/routes/till';
import { formatPence } from '../../../shared/money';
import { createHandler } from '../../http/create-handler';
import { auditApproval, authoriseRefund, type RefundAuthority } from '../../sales/manager-approval';
import { refundSale } from '../../sales/refund-sale';
import { staffOf } from '../../sales/staff';

export const handler = createHandler(tillRoutes.refundSale, async ({ params, body, now, ...caller }) => {
  let authority: RefundAuthority | undefined;
  const sale = await refundSale(params.saleId, body, await staffOf(caller.session), now, async (amountPence) => {
    authority = await authoriseRefund(amountPence, body.approval, caller, now);
    return authority;
  });
  const approvedBy = authority?.approvedBy;
  if (!approvedBy) return { body: sale };
  const refund = sale.refunds.at(-1)!;
  await auditApproval(approvedBy, `a refund of ${formatPence(refund.amountPence)} on invoice ${sale.invoiceNumber} (credit note ${refund.creditNoteNumber})`, caller, now);
  return { body: sale, approvedBy: { userId: approvedBy.userId, username: approvedBy.username } };
});
