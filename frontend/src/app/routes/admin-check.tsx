// /admin/check: the health of the system, behind the admin guard.
import { SystemCheckPage } from '../../features/admin-check/components/system-check-page';

export function Component() {
  return <SystemCheckPage />;
}
