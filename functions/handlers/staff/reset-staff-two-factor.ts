// POST /api/admin/staff/{userId}/reset-two-factor: a member who lost their authenticator sets it up again (decision 257).
import * as staffRoutes from '../../../shared/api/routes/staff';
import { createHandler } from '../../http/create-handler';
import { resetTwoFactor } from '../../staff/members';

export const handler = createHandler(staffRoutes.resetStaffTwoFactor, async ({ params, session, now, ...caller }) => ({
  body: await resetTwoFactor(params.userId, { by: session.userId, caller: { ...caller, session }, now }),
}));
