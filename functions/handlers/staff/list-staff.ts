// GET /api/admin/staff: every member of staff with their role, two-factor and suspension, by name.
import * as staffRoutes from '../../../shared/api/routes/staff';
import { listStaffMembers } from '../../data/staff-members';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(staffRoutes.listStaff, async () => ({ body: { members: await listStaffMembers() } }));
