// POST /api/login/2fa: completes a sign-in with a TOTP or recovery code.
import { routes } from '../../../shared/api/manifest';
import { signInWithSecondFactor } from '../../accounts/sign-in';
import { createHandler } from '../../lib/create-handler';

export const handler = createHandler(routes.logInSecondFactor, async ({ body, now, ...caller }) => {
  const { user, cookie } = await signInWithSecondFactor(body, caller, now);
  return { body: user, cookies: [cookie] };
});
