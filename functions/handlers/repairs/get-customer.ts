// GET /api/admin/customers/{qrCode}: a customer record with its jobs and devices.
import * as repairRoutes from '../../../shared/api/routes/repairs';
import { createHandler } from '../../http/create-handler';
import { customerDetail } from '../../repairs/customer-detail';

export const handler = createHandler(repairRoutes.getCustomer, async ({ params, now }) => ({ body: await customerDetail(params.qrCode, now) }));
