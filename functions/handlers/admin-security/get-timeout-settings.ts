// GET /api/admin/timeout-settings: the admin's timeout settings and this session's state, for the dialog.
import * as adminSecurityRoutes from '../../../shared/api/routes/admin-security';
import { timeoutStateOf } from '../../admin-security/timeout-state';
import { getAdminSecurity, type AdminSession } from '../../data/admin-security';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(adminSecurityRoutes.getAdminTimeoutSettings, async ({ session, now }) => {
  return { body: timeoutStateOf(await getAdminSecurity(session.userId), session as AdminSession, now) };
});
