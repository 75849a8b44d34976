// /admin/family-groups, behind the admin guard.
import { FamilyGroupsPage } from '../../features/admin-family-groups/components/family-groups-page';

export function Component() {
  return <FamilyGroupsPage />;
}
