// /admin/partfinder, behind the admin guard.
import { PartFinderPage } from '../../features/admin-partfinder/components/part-finder-page';

export function Component() {
  return <PartFinderPage />;
}
