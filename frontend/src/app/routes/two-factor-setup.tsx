// /2fa-setup, behind the sign-in guard.
import { TwoFactorSetupFrame, TwoFactorSetupPage } from '../../features/auth/components/two-factor-setup-page';

/** Drawn in the page's HTML and while the guard asks for the user (./signed-in-routes.ts, decisions 204, 221). */
export const Frame = TwoFactorSetupFrame;

export function Component() {
  return <TwoFactorSetupPage />;
}
