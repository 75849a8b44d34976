// GET /api/staff-invitations/{token}: whether an emailed staff invitation still works, and for whom.
import * as staffRoutes from '../../../shared/api/routes/staff';
import { createHandler } from '../../http/create-handler';
import { checkStaffInvitation } from '../../staff/invitations';

export const handler = createHandler(staffRoutes.checkStaffInvitation, async ({ params, now }) => ({ body: await checkStaffInvitation(params.token, now) }));
