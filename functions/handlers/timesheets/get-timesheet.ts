// GET /api/admin/timesheets?week=: the week's shifts and totals; everyone's for a role with
// staff.timesheets, otherwise the caller's own (one Query either way).
import * as timesheetRoutes from '../../../shared/api/routes/timesheets';
import { createHandler } from '../../http/create-handler';
import { sessionAllows } from '../../staff-roles/session-allows';
import { readTimesheet } from '../../timesheets/timesheet';

export const handler = createHandler(timesheetRoutes.getTimesheet, async ({ query, session }) => ({
  body: await readTimesheet(query.week, session.userId, sessionAllows(session, 'staff.timesheets')),
}));
