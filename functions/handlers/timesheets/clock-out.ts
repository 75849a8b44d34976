// POST /api/admin/clock/out: ends the caller's open shift now (409 when there is none).
import * as timesheetRoutes from '../../../shared/api/routes/timesheets';
import { createHandler } from '../../http/create-handler';
import { clockOutNow } from '../../timesheets/clock';

export const handler = createHandler(timesheetRoutes.clockOut, async ({ session, now }) => ({ body: await clockOutNow(session, now) }));
