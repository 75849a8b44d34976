// POST /api/admin/jobs/{qrCode}/lines: a part or labour line in pence, while the job is open.
import { ulid } from 'ulid';
import * as repairRoutes from '../../../shared/api/routes/repairs';
import { JobClosedError, changeLine, getJob } from '../../data/jobs';
import { createHandler } from '../../http/create-handler';
import { ConflictError, NotFoundError } from '../../lib/http-errors';
import { actorOf } from '../../repairs/actors';
import { loadAdminJob } from '../../repairs/load-admin-job';
import { JOB_NOT_FOUND, LINES_CLOSED_MESSAGE } from '../../repairs/mutate-job';

export const handler = createHandler(repairRoutes.addJobLine, async ({ params, body, session, now }) => {
  const by = await actorOf(session);
  // A labour line belongs to the job's assignee, else to whoever typed it (decision 261).
  const memberId = body.kind === 'labour' ? ((await getJob(params.qrCode))?.assignedTo?.userId ?? by.userId) : undefined;
  try {
    const added = await changeLine(params.qrCode, {
      add: { id: ulid(now.getTime()), ...body, totalPence: body.quantity * body.unitPence, addedAt: now.toISOString(), addedBy: by.name, ...(memberId ? { memberId } : {}) },
    });
    if (!added) throw new NotFoundError(JOB_NOT_FOUND);
  } catch (error) {
    if (error instanceof JobClosedError) throw new ConflictError(LINES_CLOSED_MESSAGE);
    throw error;
  }
  return { body: await loadAdminJob(params.qrCode, now) };
});
