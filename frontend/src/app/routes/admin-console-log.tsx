// /admin/console-log: the activity log, behind the admin guard.
import { ConsoleLogPage } from '../../features/audit/components/console-log-page';

export function Component() {
  return <ConsoleLogPage />;
}
