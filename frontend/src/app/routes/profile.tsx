// /profile (Edit Profile), behind the sign-in guard.
import { EditProfileFrame, EditProfilePage } from '../../features/auth/components/edit-profile-page';

/** Drawn in the page's HTML and while the guard asks for the user (./signed-in-routes.ts, decisions 204, 214). */
export const Frame = EditProfileFrame;

export function Component() {
  return <EditProfilePage />;
}
