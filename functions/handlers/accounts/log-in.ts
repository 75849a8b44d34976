// POST /api/login: the signed-in user with a new session cookie, or a two-factor challenge.
import * as accountRoutes from '../../../shared/api/routes/accounts';
import { TWO_FACTOR_PROMPT, signInWithPassword } from '../../accounts/sign-in';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(accountRoutes.logIn, async ({ body, now, ...caller }) => {
  const result = await signInWithPassword(body, caller, now);
  if (result.kind === 'two-factor-required') {
    return {
      body: {
        twoFactorRequired: true as const,
        challenge: result.challenge,
        expiresAt: result.expiresAt.toISOString(),
        message: TWO_FACTOR_PROMPT,
      },
    };
  }
  return { body: result.user, cookies: [result.cookie] };
});
