// GET /api/user/customer-records/{qrCode}: one shop customer record linked to the signed-in account,
// with its repairs; any other code is "not found" (decision 113). Two Queries, run side by side.
import * as repairRoutes from '../../../shared/api/routes/repairs';
import { customerStatus } from '../../../shared/repairs/statuses';
import { warrantyOf } from '../../../shared/repairs/warranty';
import { CUSTOMER_RECORD_NOT_FOUND } from '../../../shared/schemas/repairs/customer-card';
import { customerRecordWithJobs } from '../../data/customer-cards';
import { jobsOfUser } from '../../data/jobs';
import { createHandler } from '../../http/create-handler';
import { NotFoundError } from '../../lib/http-errors';
import { toCustomerCard } from '../../repairs/customer-card-views';

export const handler = createHandler(repairRoutes.getMyCustomerRecord, async ({ params, session, now }) => {
  const userId = session.userId;
  const [found, mine] = await Promise.all([customerRecordWithJobs(params.qrCode), jobsOfUser(userId)]);
  if (!found || found.record.userId !== userId) throw new NotFoundError(CUSTOMER_RECORD_NOT_FOUND);
  const inAccount = new Set(mine.map((j) => j.qrCode));
  const jobs = found.jobs.filter((j) => inAccount.has(j.qrCode));
  return {
    body: {
      record: toCustomerCard(found.record),
      jobs: jobs.map((job) => ({ ...job, status: customerStatus(job.status), warranty: warrantyOf(job.warrantyEndsAt, now) })),
      jobsNotInAccount: found.jobs.length - jobs.length,
    },
  };
});
