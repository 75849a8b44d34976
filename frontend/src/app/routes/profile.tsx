// /profile (Edit Profile), behind the sign-in guard.
import { EditProfilePage } from '../../features/auth/components/edit-profile-page';

export function Component() {
  return <EditProfilePage />;
}
