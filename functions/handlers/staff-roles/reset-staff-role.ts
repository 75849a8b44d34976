// POST /api/admin/roles/{roleId}/reset: a built-in role back to its default permissions; audited.
import * as staffRoleRoutes from '../../../shared/api/routes/staff-roles';
import { recordAudit } from '../../audit/record-audit';
import { createHandler } from '../../http/create-handler';
import { resetRole } from '../../staff-roles/role-editor';

export const handler = createHandler(staffRoleRoutes.resetStaffRole, async ({ params, session, now, ...caller }) => {
  const { role, details } = await resetRole(params.roleId, now);
  await recordAudit({ action: 'staff_role_changed', details, caller, userId: session.userId, now });
  return { body: role };
});
