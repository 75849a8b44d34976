// DELETE /api/admin/roles/{roleId}: a custom role nobody has (409 while a member has it); audited.
import * as staffRoleRoutes from '../../../shared/api/routes/staff-roles';
import { recordAudit } from '../../audit/record-audit';
import { createHandler } from '../../http/create-handler';
import { deleteRole } from '../../staff-roles/role-editor';

export const handler = createHandler(staffRoleRoutes.deleteStaffRole, async ({ params, session, now, ...caller }) => {
  const details = await deleteRole(params.roleId);
  await recordAudit({ action: 'staff_role_changed', details, caller, userId: session.userId, now });
  return { body: { ok: true } };
});
