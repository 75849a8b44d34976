// GET /api/admin/assignees: the active members of staff a job can be assigned to, by name.
import * as workshopRoutes from '../../../shared/api/routes/workshop';
import { createHandler } from '../../http/create-handler';
import { activeStaff } from '../../repairs/assign-job';

export const handler = createHandler(workshopRoutes.listAssignees, async () => ({ body: { members: await activeStaff() } }));
