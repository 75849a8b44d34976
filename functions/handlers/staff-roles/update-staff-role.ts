// PUT /api/admin/roles/{roleId}: a role's permissions (and a custom role's name); never the Owner's.
// The role's members' open sessions follow at once; audited with what changed.
import * as staffRoleRoutes from '../../../shared/api/routes/staff-roles';
import { recordAudit } from '../../audit/record-audit';
import { createHandler } from '../../http/create-handler';
import { updateRole } from '../../staff-roles/role-editor';

export const handler = createHandler(staffRoleRoutes.updateStaffRole, async ({ params, body, session, now, ...caller }) => {
  const { role, details } = await updateRole(params.roleId, body, now);
  await recordAudit({ action: 'staff_role_changed', details, caller, userId: session.userId, now });
  return { body: role };
});
