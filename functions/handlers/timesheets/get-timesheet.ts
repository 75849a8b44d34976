// GET /api/admin/timesheets?week=: the week's shifts and totals; everyone's for a role with
// staff.timesheets, otherwise the caller's own (one Query either way).
import * as timesheetRoutes from '../../../shared/api/routes/timesheets';
import { roleAllows, staffRoleOf } from '../../../shared/staff/roles';
import { createHandler } from '../../http/create-handler';
import { readTimesheet } from '../../timesheets/timesheet';

export const handler = createHandler(timesheetRoutes.getTimesheet, async ({ query, session }) => ({
  body: await readTimesheet(query.week, session.userId, roleAllows(staffRoleOf(session), 'staff.timesheets')),
}));
