// Which emails are sent: staff switch the customer notices off on /admin/settings; account and
// security emails are not switchable (shared/schemas/settings.ts, SWITCHABLE_EMAILS) and always go.
import type { EmailKind } from '../../shared/events';
import { SWITCHABLE_EMAILS, type SwitchableEmail } from '../../shared/settings/settings-constants';
import { getShopSettings } from '../data/shop-settings';

function isSwitchable(kind: EmailKind): kind is EmailKind & SwitchableEmail {
  return kind in SWITCHABLE_EMAILS;
}

export async function emailSwitchedOn(kind: EmailKind, now: Date = new Date()): Promise<boolean> {
  if (!isSwitchable(kind)) return true;
  return (await getShopSettings(now)).emails[kind];
}
