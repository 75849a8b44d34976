// POST /api/admin/roles: a custom role with a name and its permissions; audited.
import * as staffRoleRoutes from '../../../shared/api/routes/staff-roles';
import { recordAudit } from '../../audit/record-audit';
import { createHandler } from '../../http/create-handler';
import { createRole } from '../../staff-roles/role-editor';

export const handler = createHandler(staffRoleRoutes.createStaffRole, async ({ body, session, now, ...caller }) => {
  const { role, details } = await createRole(body, now);
  await recordAudit({ action: 'staff_role_changed', details, caller, userId: session.userId, now });
  return { body: role };
});
