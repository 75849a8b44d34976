// DELETE /api/admin/jobs/{qrCode}/lines/{lineId}: removes a line while the job is open.
import { repairRoutes } from '../../../shared/api/routes/repairs';
import { JobClosedError, changeLine } from '../../data/jobs';
import { createHandler } from '../../lib/create-handler';
import { ConflictError, NotFoundError } from '../../lib/http-errors';
import { loadAdminJob } from '../../repairs/load-admin-job';
import { LINES_CLOSED_MESSAGE } from '../../repairs/mutate-job';

export const handler = createHandler(repairRoutes.removeJobLine, async ({ params, now }) => {
  try {
    const removed = await changeLine(params.qrCode, { remove: params.lineId });
    if (!removed) throw new NotFoundError('No such line on this job');
  } catch (error) {
    if (error instanceof JobClosedError) throw new ConflictError(LINES_CLOSED_MESSAGE);
    throw error;
  }
  return { body: await loadAdminJob(params.qrCode, now) };
});
