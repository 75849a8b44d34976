// /admin/roles, behind the admin guard: the owner's role editor.
import { StaffRolesPage } from '../../features/staff-roles/components/staff-roles-page';

export function Component() {
  return <StaffRolesPage />;
}
