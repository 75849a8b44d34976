// POST /api/admin/trade-ins: identify, check and grade the device and make the offer. A records warning
// needs a role with 'tradeIns.override' or a manager's approval (approvalId); the audit log names the approver.
import * as tradeInRoutes from '../../../shared/api/routes/trade-ins';
import { createHandler } from '../../http/create-handler';
import { approvedByOf } from '../../sales/manager-approval';
import { staffOf } from '../../sales/staff';
import { startTradeIn } from '../../trade-ins/trade-ins';

export const handler = createHandler(tradeInRoutes.startTradeIn, async ({ body, session, now }) => {
  const { tradeIn, granted } = await startTradeIn(body, session, await staffOf(session), now);
  return { body: tradeIn, approvedBy: approvedByOf(granted) };
});
