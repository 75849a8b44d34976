// PUT /api/admin/settings {section, value}: saves one section and records what changed (who, which
// fields, old and new values) as a settings_changed audit entry beside the usual admin_write.
import * as settingsRoutes from '../../../shared/api/routes/settings';
import type { SettingsSection } from '../../../shared/schemas/settings';
import { SITE_FUNCTIONS } from '../../../shared/settings/settings-constants';
import { recordAudit } from '../../audit/record-audit';
import { readShopSettings, saveSettingsSection } from '../../data/shop-settings';
import { createHandler } from '../../http/create-handler';
import { actorOf } from '../../repairs/actors';
import { describeChanges } from '../../settings/settings-changes';

const SECTION_LABELS: Record<SettingsSection, string> = {
  details: 'Shop details',
  hours: 'Opening hours and closures',
  bookings: 'Bookings',
  invoices: 'Invoices',
  till: 'Till approvals',
  emails: 'Emails sent',
  siteFunctions: `Site functions (${Object.values(SITE_FUNCTIONS).join(', ')})`,
  staff: 'Staff sign-in',
};

export const handler = createHandler(settingsRoutes.updateSettings, async ({ body, session, clientIp, userAgent, now }) => {
  const by = await actorOf(session);
  // The stored values (not a cached copy) are what the change is measured against.
  const before = await readShopSettings(now);
  const after = await saveSettingsSection(body.section, body.value, by.name, now);
  await recordAudit({
    action: 'settings_changed',
    details: describeChanges(SECTION_LABELS[body.section], before[body.section], after[body.section]),
    caller: { clientIp, userAgent },
    userId: session.userId,
    now,
  });
  return { body: after };
});
