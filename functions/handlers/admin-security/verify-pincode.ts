// POST /api/admin/verify-pincode {pincode}: unlocks a timed-out admin session, and proves the
// passcode before a change. Answers even when the timeout has run out. 5 wrong tries sign the admin
// out everywhere (functions/admin-security/passcode-check.ts).
import * as adminSecurityRoutes from '../../../shared/api/routes/admin-security';
import { checkPasscode } from '../../admin-security/passcode-check';
import { getAdminSecurity, markPasscodeVerified, type AdminSession } from '../../data/admin-security';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(adminSecurityRoutes.verifyAdminPincode, async ({ body, now, ...caller }) => {
  const session = caller.session as AdminSession;
  await checkPasscode(await getAdminSecurity(session.userId), body.pincode, caller, now);
  await markPasscodeVerified(session, now);
  return { body: { ok: true } };
});
