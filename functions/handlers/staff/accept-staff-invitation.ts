// POST /api/staff-invitations {token, username, phone, password}: creates the invited member's staff
// account, uses the invitation up, and answers the signed-in user with their session cookie.
import * as staffRoutes from '../../../shared/api/routes/staff';
import { createHandler } from '../../http/create-handler';
import { acceptStaffInvitation } from '../../staff/invitations';

export const handler = createHandler(staffRoutes.acceptStaffInvitation, async ({ body, now, ...caller }) => {
  const { user, cookie } = await acceptStaffInvitation(body, caller, now);
  return { body: user, cookies: [cookie] };
});
