// PUT /api/admin/timeout-settings {enabled, durationMinutes}: saves the admin's timeout settings.
// Switching on starts the clock now; switching off clears this session's activity and passcode proof.
import * as adminSecurityRoutes from '../../../shared/api/routes/admin-security';
import { timeoutLabel } from '../../../shared/admin-timeout';
import { timeoutStateOf } from '../../admin-security/timeout-state';
import { recordAudit } from '../../audit/record-audit';
import { saveTimeoutSettings, type AdminSession } from '../../data/admin-security';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(adminSecurityRoutes.updateAdminTimeoutSettings, async ({ body, now, ...caller }) => {
  const session = caller.session as AdminSession;
  const settings = await saveTimeoutSettings(session, body, now);
  await recordAudit({
    action: 'timeout_settings_changed',
    details: `Admin timeout security - timeout ${body.enabled ? `enabled, ${timeoutLabel(body.durationMinutes)}` : 'disabled'}`,
    caller,
    userId: session.userId,
    now,
  });
  const mirrored: AdminSession = body.enabled
    ? { ...session, lastActivityAt: now.toISOString() }
    : { ...session, lastActivityAt: undefined, passcodeVerifiedAt: undefined };
  return { body: timeoutStateOf(settings, mirrored, now) };
});
