// GET /api/admin/jobs/{qrCode}: the whole job sheet (/admin/job/{qrCode}); one Query.
import * as repairRoutes from '../../../shared/api/routes/repairs';
import { createHandler } from '../../http/create-handler';
import { loadAdminJob } from '../../repairs/load-admin-job';

export const handler = createHandler(repairRoutes.getJob, async ({ params, now }) => ({ body: await loadAdminJob(params.qrCode, now) }));
