// The register form's toasts (spec sections 4 and 8): success, then the three kinds of failure.
import type { ToastInput } from '../../../lib/toast';
import { ApiError } from '../../../lib/api-error';
import { PASSWORD_REQUIREMENTS_NOT_MET_TITLE, unmetRequirements } from './unmet-requirements';

/** Spec section 9: registration error toasts stay 8 s; the login tab follows success after 5 s. */
export const REGISTRATION_ERROR_TOAST_MS = 8000;
export const REGISTRATION_REDIRECT_DELAY_MS = 5000;

export const REGISTRATION_FALLBACK_MESSAGE = 'Please check your information and try again';

export function registrationSuccessToast(): ToastInput {
  return {
    title: 'Registration Successful',
    description: 'Check your email for a link to verify your address. Redirecting to login in 5 seconds...',
    variant: 'success',
  };
}

/**
 * Replaces the success toast (one toast at a time) once the customer starts the phone step, which
 * stops the redirect: the page stays, so the toast must stop promising it (decision 206).
 */
export function registrationRedirectStoppedToast(): ToastInput {
  return {
    title: 'Staying on this page',
    description: 'We will not take you to login yet, so you can enter the code we text you. Choose "Go to login now" when you are done.',
  };
}

function messageOf(error: unknown): string {
  if (error instanceof ApiError && typeof error.body === 'object' && error.body !== null) {
    const { message } = error.body as { message?: unknown };
    if (typeof message === 'string') return message.trim();
  }
  // A failure without a server body (connection lost) keeps the API client's own message.
  return error instanceof Error ? error.message.trim() : '';
}

export function registrationFailureToast(error: unknown): ToastInput {
  const failure = { variant: 'destructive', duration: REGISTRATION_ERROR_TOAST_MS } as const;
  const requirements = unmetRequirements(error);
  if (requirements.length > 0) return { ...failure, title: PASSWORD_REQUIREMENTS_NOT_MET_TITLE, description: requirements.join(', ') };
  const message = messageOf(error);
  if (message.includes('already have an account')) return { ...failure, title: 'Account Already Exists', description: message };
  return { ...failure, title: 'Registration Failed', description: message || REGISTRATION_FALLBACK_MESSAGE };
}
