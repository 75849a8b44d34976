// POST /api/admin/clock/in: starts the caller's shift now (409 while one is open).
import * as timesheetRoutes from '../../../shared/api/routes/timesheets';
import { createHandler } from '../../http/create-handler';
import { clockInNow } from '../../timesheets/clock';

export const handler = createHandler(timesheetRoutes.clockIn, async ({ session, now }) => ({ body: await clockInNow(session, now) }));
