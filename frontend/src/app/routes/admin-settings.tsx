// /admin/settings: the shop's settings (so far the SMS templates), behind the admin guard.
import { SettingsPage } from '../../features/admin-settings/components/settings-page';

export function Component() {
  return <SettingsPage />;
}
