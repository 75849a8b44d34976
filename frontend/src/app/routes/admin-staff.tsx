// /admin/staff, behind the admin guard: the members of staff and their invitations.
import { StaffPage } from '../../features/staff/components/staff-page';

export function Component() {
  return <StaffPage />;
}
