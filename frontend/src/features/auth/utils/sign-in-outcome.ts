// What the login form does with a failed sign-in (spec section 8): an unverified email goes to
// /email-verification-required, anything else is the 'Login failed' toast with the server's message.
import { EmailVerificationRequiredSchema } from '../../../../../shared/schemas/auth';
import type { User } from '../../../../../shared/schemas/user';
import { paths } from '../../../config/paths';
import type { ToastInput } from '../../../lib/toast';
import { ApiError } from '../../../lib/api-error';
import { serverMessage } from '../../../lib/server-message';

export const LOGIN_FAILED_TITLE = 'Login failed';
export const LOGIN_SUCCESS_TITLE = 'Login successful';

export type LoginFailure = { kind: 'verify-email'; href: string } | { kind: 'toast'; toast: ToastInput };

export function emailVerificationRequiredHref(email: string): string {
  return `${paths.emailVerificationRequired}?${new URLSearchParams({ email }).toString()}`;
}

export function loginFailure(error: unknown): LoginFailure {
  if (error instanceof ApiError) {
    const unverified = EmailVerificationRequiredSchema.safeParse(error.body);
    if (unverified.success) return { kind: 'verify-email', href: emailVerificationRequiredHref(unverified.data.email) };
  }
  return { kind: 'toast', toast: { title: LOGIN_FAILED_TITLE, description: serverMessage(error), variant: 'destructive' } };
}

export function loginSuccessToast(user: Pick<User, 'firstName'>): ToastInput {
  return { title: LOGIN_SUCCESS_TITLE, description: `Welcome back, ${user.firstName}!`, variant: 'success' };
}

/**
 * The second step answers 401 both for a wrong code (try again) and for a challenge that is over
 * (expired, used, or ended by too many wrong codes): only the latter sends the visitor back to the
 * password step. The server words the latter 'Your sign-in has expired...'.
 */
export function challengeIsOver(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401 && /expired/i.test(serverMessage(error));
}
