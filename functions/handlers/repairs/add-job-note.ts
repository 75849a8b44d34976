// POST /api/admin/jobs/{qrCode}/notes {text, visibility}: an internal note or a customer-visible update.
import { ulid } from 'ulid';
import * as repairRoutes from '../../../shared/api/routes/repairs';
import { addTimelineEntry } from '../../data/jobs';
import { createHandler } from '../../http/create-handler';
import { NotFoundError } from '../../lib/http-errors';
import { actorOf } from '../../repairs/actors';
import { loadAdminJob } from '../../repairs/load-admin-job';
import { JOB_NOT_FOUND } from '../../repairs/mutate-job';

export const handler = createHandler(repairRoutes.addJobNote, async ({ params, body, session, now }) => {
  const added = await addTimelineEntry(params.qrCode, {
    id: ulid(now.getTime()),
    at: now.toISOString(),
    kind: body.visibility === 'customer' ? 'update' : 'note',
    visibility: body.visibility,
    message: body.text,
    by: await actorOf(session),
  });
  if (!added) throw new NotFoundError(JOB_NOT_FOUND);
  return { body: await loadAdminJob(params.qrCode, now) };
});
