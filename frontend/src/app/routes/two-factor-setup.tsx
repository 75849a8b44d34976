// /2fa-setup, behind the sign-in guard.
import { TwoFactorSetupPage } from '../../features/auth/components/two-factor-setup-page';

export function Component() {
  return <TwoFactorSetupPage />;
}
