// GET /api/user/customer-records: the shop customer records linked to the signed-in account.
import * as repairRoutes from '../../../shared/api/routes/repairs';
import { customerRecordsOfUser } from '../../data/customer-cards';
import { createHandler } from '../../http/create-handler';
import { toCustomerCard } from '../../repairs/customer-card-views';

export const handler = createHandler(repairRoutes.listMyCustomerRecords, async ({ session }) => {
  const records = await customerRecordsOfUser(session.userId);
  return { body: { records: records.filter((r) => r.userId === session.userId).map(toCustomerCard) } };
});
