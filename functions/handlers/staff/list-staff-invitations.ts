// GET /api/admin/staff-invitations: the invitations not yet accepted or withdrawn, newest first.
import * as staffRoutes from '../../../shared/api/routes/staff';
import { createHandler } from '../../http/create-handler';
import { staffInvitations } from '../../staff/invitations';

export const handler = createHandler(staffRoutes.listStaffInvitations, async ({ now }) => ({ body: { invitations: await staffInvitations(now) } }));
