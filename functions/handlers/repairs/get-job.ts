// GET /api/admin/jobs/{qrCode}: the whole job sheet (/admin/job/{qrCode}); one Query.
import { routes } from '../../../shared/api/manifest';
import { createHandler } from '../../lib/create-handler';
import { loadAdminJob } from '../../repairs/load-admin-job';

export const handler = createHandler(routes.getJob, async ({ params, now }) => ({ body: await loadAdminJob(params.qrCode, now) }));
