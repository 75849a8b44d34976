// POST /api/login/2fa: completes a sign-in with a TOTP or recovery code.
import * as accountRoutes from '../../../shared/api/routes/accounts';
import { signInWithSecondFactor } from '../../accounts/sign-in';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(accountRoutes.logInSecondFactor, async ({ body, now, ...caller }) => {
  const { user, cookie } = await signInWithSecondFactor(body, caller, now);
  return { body: user, cookies: [cookie] };
});
