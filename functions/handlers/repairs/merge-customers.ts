// POST /api/admin/customers/{qrCode}/merge: the record `removeQr` is merged into this one (decision
// 116). Answers the kept record as its page shows it; the merge is an audit record of its own.
import * as repairRoutes from '../../../shared/api/routes/repairs';
import { recordAudit } from '../../audit/record-audit';
import { createHandler } from '../../http/create-handler';
import { customerDetail } from '../../repairs/customer-detail';
import { mergeCustomers } from '../../repairs/merge-customers';

export const handler = createHandler(repairRoutes.mergeCustomers, async ({ params, body, session, now, ...caller }) => {
  const outcome = await mergeCustomers(params.qrCode, body.removeQr, now);
  const { kept, removed } = outcome;
  await recordAudit({
    action: 'customer_merged',
    details:
      `Customer record ${removed.qrCode} (${removed.firstName} ${removed.lastName}, ${removed.phone}) merged into ` +
      `${kept.qrCode} (${kept.firstName} ${kept.lastName}, ${kept.phone}): ${outcome.movedJobs} jobs and ${outcome.movedDevices} devices moved` +
      (removed.userId && removed.userId === kept.userId ? ', account link moved' : ''),
    caller,
    userId: session.userId,
    now,
  });
  return { body: await customerDetail(kept.qrCode, now) };
});
