// /admin/timesheets: the week's shifts and hours, behind the admin guard (decision 260).
import { TimesheetsPage } from '../../features/timesheets/components/timesheets-page';

export function Component() {
  return <TimesheetsPage />;
}
