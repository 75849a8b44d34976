// PATCH /api/admin/timesheets/{week}/{userId}/{entryId}: a manager corrects a shift, giving a reason (audited).
import * as timesheetRoutes from '../../../shared/api/routes/timesheets';
import { createHandler } from '../../http/create-handler';
import { editShift } from '../../timesheets/edit-shift';

export const handler = createHandler(timesheetRoutes.editShift, async ({ params, body, session, now, ...caller }) => ({
  body: await editShift(params, body, session, caller, now),
}));
