// DELETE /api/admin/jobs/{qrCode}/lines/{lineId}: removes a line while the job is open.
import * as repairRoutes from '../../../shared/api/routes/repairs';
import { JobClosedError, changeLine } from '../../data/jobs';
import { createHandler } from '../../http/create-handler';
import { ConflictError, NotFoundError } from '../../lib/http-errors';
import { loadAdminJob } from '../../repairs/load-admin-job';
import { LINES_CLOSED_MESSAGE } from '../../repairs/mutate-job';
import { staffActor } from '../../products/staff-actor';
import { returnPartLine, stockLineOf } from '../../suppliers/job-parts';

export const handler = createHandler(repairRoutes.removeJobLine, async ({ params, session, now }) => {
  // A part taken from stock (part finder) goes back to stock with the line.
  const stockLine = await stockLineOf(params.qrCode, params.lineId);
  if (stockLine) {
    await returnPartLine(params.qrCode, stockLine, await staffActor(session), now);
    return { body: await loadAdminJob(params.qrCode, now) };
  }
  try {
    const removed = await changeLine(params.qrCode, { remove: params.lineId });
    if (!removed) throw new NotFoundError('No such line on this job');
  } catch (error) {
    if (error instanceof JobClosedError) throw new ConflictError(LINES_CLOSED_MESSAGE);
    throw error;
  }
  return { body: await loadAdminJob(params.qrCode, now) };
});
