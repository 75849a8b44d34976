// /auth: sign in or register (spec section 2).
import { AuthPage } from '../../features/auth/components/auth-page';

export function Component() {
  return <AuthPage />;
}
