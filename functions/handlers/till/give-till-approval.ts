// POST /api/admin/till/approvals {permission, approver, passcode}: a manager approves, on the spot, what
// the caller's role may not do alone (decision 268). The answer's approvalId goes with the caller's
// refund, sale or drawer close, once, within 5 minutes. The approver's own audit record names both.
import * as tillRoutes from '../../../shared/api/routes/till';
import { recordAudit } from '../../audit/record-audit';
import { getUserById } from '../../data/users';
import { createHandler } from '../../http/create-handler';
import { giveApproval } from '../../sales/manager-approval';

const WHAT = { 'till.refund': 'a refund over the limit', 'till.discount': 'a discount beyond the limit', 'till.drawerDifference': 'closing the drawer with a difference', 'tradeIns.override': "buying a device the shop's records warn about" } as const;

export const handler = createHandler(tillRoutes.giveTillApproval, async ({ body, now, ...caller }) => {
  const approval = await giveApproval(body, caller, now);
  const member = (await getUserById(caller.session.userId))?.username ?? caller.session.userId;
  await recordAudit({
    action: 'manager_approval',
    details: `${approval.approver.username} approved ${WHAT[body.permission]} for ${member}`,
    caller,
    userId: approval.approver.userId,
    username: approval.approver.username,
    now,
  });
  const { approvalId, approver, validUntil } = approval;
  return { body: { approvalId, approver: { userId: approver.userId, name: approver.name }, validUntil } };
});
