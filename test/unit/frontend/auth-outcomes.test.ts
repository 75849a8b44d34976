// The account forms' outcomes, word for word (spec sections 4 and 8): sign-in, registration, the
// username check, the register button, and where a signed-in visitor goes.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../frontend/src/lib/api-error';
import { postSignInPath, safeReturnTo } from '../../../frontend/src/features/auth/utils/post-sign-in-path';
import { emptyRegisterForm, registerSubmitDisabled } from '../../../frontend/src/features/auth/utils/register-form-state';
import {
  REGISTRATION_ERROR_TOAST_MS,
  REGISTRATION_REDIRECT_DELAY_MS,
  registrationFailureToast,
  registrationRedirectStoppedToast,
  registrationSuccessToast,
} from '../../../frontend/src/features/auth/utils/registration-outcome';
import { loginFailure, loginSuccessToast } from '../../../frontend/src/features/auth/utils/sign-in-outcome';
import { USERNAME_CHECK_DEBOUNCE_MS, usernameStatus } from '../../../frontend/src/features/auth/utils/username-status';

const apiError = (status: number, body: unknown) => new ApiError(`${status}: failed`, status, body);

describe('sign-in outcomes', () => {
  it("greets by first name: 'Login successful' - 'Welcome back, {firstName}!'", () => {
    expect(loginSuccessToast({ firstName: 'Aoife' })).toMatchObject({ title: 'Login successful', description: 'Welcome back, Aoife!' });
  });

  it("shows 'Login failed' with the server's message", () => {
    const outcome = loginFailure(apiError(401, { message: 'Incorrect phone number, username, email or password' }));

    expect(outcome).toEqual({
      kind: 'toast',
      toast: { title: 'Login failed', description: 'Incorrect phone number, username, email or password', variant: 'destructive' },
    });
  });

  it('sends an unverified account to /email-verification-required with its email', () => {
    const outcome = loginFailure(apiError(403, { message: 'Please verify your email', emailVerificationRequired: true, email: 'a+b@example.com' }));

    expect(outcome).toEqual({ kind: 'verify-email', href: '/email-verification-required?email=a%2Bb%40example.com' });
  });
});

describe('registration outcomes', () => {
  it("announces 'Registration Successful' and the 5-second redirect", () => {
    expect(registrationSuccessToast()).toMatchObject({ title: 'Registration Successful', variant: 'success' });
    expect(registrationSuccessToast().description).toContain('Redirecting to login in 5 seconds');
    expect(REGISTRATION_REDIRECT_DELAY_MS).toBe(5000);
  });

  it('stops announcing the redirect once the phone step has stopped it (decision 206)', () => {
    expect(registrationRedirectStoppedToast()).toMatchObject({ title: 'Staying on this page' });
    expect(registrationRedirectStoppedToast().description).not.toMatch(/redirect/i);
  });

  it("lists unmet requirements joined by commas under 'Password Requirements Not Met' for 8 s", () => {
    const toast = registrationFailureToast(
      apiError(400, { message: 'Password does not meet requirements', requirements: ['At least 8 characters', 'One number'] }),
    );

    expect(toast).toEqual({
      title: 'Password Requirements Not Met',
      description: 'At least 8 characters, One number',
      variant: 'destructive',
      duration: 8000,
    });
  });

  it("says 'Account Already Exists' when the message contains 'already have an account'", () => {
    const toast = registrationFailureToast(apiError(409, { message: 'You already have an account with this email. Sign in instead.' }));

    expect(toast).toMatchObject({ title: 'Account Already Exists', duration: REGISTRATION_ERROR_TOAST_MS });
  });

  it("says 'Registration Failed' with the message, or 'Please check your information and try again'", () => {
    expect(registrationFailureToast(apiError(400, { message: 'Invalid email address' }))).toMatchObject({
      title: 'Registration Failed',
      description: 'Invalid email address',
      duration: 8000,
    });
    expect(registrationFailureToast(new Error(''))).toMatchObject({
      title: 'Registration Failed',
      description: 'Please check your information and try again',
    });
  });
});

describe('username availability', () => {
  const done = (data: { available: boolean; message: string; suggestions: string[] }) => ({ status: 'success' as const, data });

  it('checks 500 ms after typing stops, and only from 3 characters', () => {
    expect(USERNAME_CHECK_DEBOUNCE_MS).toBe(500);
    expect(usernameStatus({ typed: 'ao', due: 'ao', query: { status: 'pending' } })).toEqual({ state: 'idle' });
    expect(usernameStatus({ typed: 'aoif', due: 'aoi', query: done({ available: true, message: 'ok', suggestions: [] }) })).toEqual({
      state: 'checking',
    });
  });

  it('is available or unavailable with the message and suggestions', () => {
    expect(usernameStatus({ typed: 'aoife', due: 'aoife', query: done({ available: true, message: 'Username is available', suggestions: [] }) })).toEqual({
      state: 'available',
      message: 'Username is available',
    });
    expect(
      usernameStatus({ typed: 'aoife', due: 'aoife', query: done({ available: false, message: 'Username is taken', suggestions: ['aoife1'] }) }),
    ).toEqual({ state: 'unavailable', message: 'Username is taken', suggestions: ['aoife1'] });
  });

  it("is unavailable with 'Unable to check username availability' when the check fails", () => {
    expect(usernameStatus({ typed: 'aoife', due: 'aoife', query: { status: 'error' } })).toEqual({
      state: 'unavailable',
      message: 'Unable to check username availability',
      suggestions: [],
    });
  });
});

describe('the Create Account button', () => {
  const complete = {
    ...emptyRegisterForm,
    firstName: 'Aoife',
    lastName: 'Murphy',
    email: 'aoife@example.com',
    phone: '07700900002',
    password: 'Harbour&Lights9',
    confirmPassword: 'Harbour&Lights9',
    terms: true,
  };

  it('is enabled for a complete form', () => {
    expect(registerSubmitDisabled({ values: complete, errors: {}, pending: false })).toBe(false);
  });

  it('is disabled while pending, with a blank required field, different passwords, an error, or terms unchecked', () => {
    expect(registerSubmitDisabled({ values: complete, errors: {}, pending: true })).toBe(true);
    expect(registerSubmitDisabled({ values: { ...complete, lastName: ' ' }, errors: {}, pending: false })).toBe(true);
    expect(registerSubmitDisabled({ values: { ...complete, confirmPassword: 'Harbour&Lights8' }, errors: {}, pending: false })).toBe(true);
    expect(registerSubmitDisabled({ values: complete, errors: { email: 'Invalid email address' }, pending: false })).toBe(true);
    expect(registerSubmitDisabled({ values: { ...complete, terms: false }, errors: {}, pending: false })).toBe(true);
  });
});

describe('after signing in', () => {
  it('goes to returnTo, else /admin for admins, else /dashboard', () => {
    expect(postSignInPath({ role: 'customer' }, '/profile?tab=1')).toBe('/profile?tab=1');
    expect(postSignInPath({ role: 'admin' }, null)).toBe('/admin');
    expect(postSignInPath({ role: 'customer' }, null)).toBe('/dashboard');
  });

  it('takes a customer who registered from a repair ticket to add that repair first', () => {
    const user = { role: 'customer' as const, pendingJobClaim: { qrCode: 'q9Xk2LmP4rT7vW1yZ3bN5c' } };

    expect(postSignInPath(user, null)).toBe('/claim-job/q9Xk2LmP4rT7vW1yZ3bN5c');
    expect(postSignInPath(user, '/booking')).toBe('/booking');
  });

  it('never follows returnTo off the site or back to /auth', () => {
    for (const raw of ['//evil.example', '/\\evil.example', 'https://evil.example', '/auth?tab=login', '/\u0000x']) {
      expect(safeReturnTo(raw)).toBeNull();
    }
  });
});
