// GET /api/admin/roles: every staff role with its permissions and members, for the role editor.
import * as staffRoleRoutes from '../../../shared/api/routes/staff-roles';
import { createHandler } from '../../http/create-handler';
import { listRoles } from '../../staff-roles/role-editor';

export const handler = createHandler(staffRoleRoutes.listStaffRoles, async () => ({ body: { roles: await listRoles() } }));
