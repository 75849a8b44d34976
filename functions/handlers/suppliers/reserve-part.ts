// POST /api/admin/partfinder/reservations: a part from stock onto a job's lines at cost and sale price.
import { supplierRoutes } from '../../../shared/api/routes/suppliers';
import { createHandler } from '../../lib/create-handler';
import { staffActor } from '../../products/staff-actor';
import { loadAdminJob } from '../../repairs/load-admin-job';
import { reservePart } from '../../suppliers/job-parts';

export const handler = createHandler(supplierRoutes.reservePart, async ({ body, session, now }) => {
  await reservePart(body, await staffActor(session!), now);
  return { body: await loadAdminJob(body.jobQr, now) };
});
