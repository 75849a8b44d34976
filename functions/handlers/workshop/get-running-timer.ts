// GET /api/admin/timer: the caller's running timer, if any.
import * as workshopRoutes from '../../../shared/api/routes/workshop';
import { getRunningTimer } from '../../data/job-timers';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(workshopRoutes.getRunningTimer, async ({ session }) => {
  const running = await getRunningTimer(session.userId);
  return { body: running ? { running } : {} };
});
