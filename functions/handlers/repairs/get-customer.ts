// GET /api/admin/customers/{qrCode}: a customer record with its jobs and devices.
import { repairRoutes } from '../../../shared/api/routes/repairs';
import { warrantyOf } from '../../../shared/repairs/warranty';
import { getCustomer } from '../../data/customers';
import { devicesOfCustomer } from '../../data/devices';
import { jobsOfCustomer } from '../../data/jobs';
import { createHandler } from '../../lib/create-handler';
import { NotFoundError } from '../../lib/http-errors';
import { toCustomer } from '../../repairs/customer-views';
import { deviceOf } from '../../repairs/device-views';

export const handler = createHandler(repairRoutes.getCustomer, async ({ params, now }) => {
  const [record, jobs, devices] = await Promise.all([getCustomer(params.qrCode), jobsOfCustomer(params.qrCode), devicesOfCustomer(params.qrCode)]);
  if (!record) throw new NotFoundError('No customer record has that QR code');
  return {
    body: {
      customer: toCustomer(record),
      jobs,
      devices: devices.map((d) => ({ ...deviceOf(d), warranty: warrantyOf(d.warrantyEndsAt, now) })),
    },
  };
});
