// GET /api/admin/clock: whether the caller is clocked in, and since when.
import * as timesheetRoutes from '../../../shared/api/routes/timesheets';
import { createHandler } from '../../http/create-handler';
import { clockState } from '../../timesheets/clock';

export const handler = createHandler(timesheetRoutes.getClock, async ({ session }) => ({ body: await clockState(session.userId) }));
