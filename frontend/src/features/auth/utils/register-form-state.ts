// The register form's values before validation, and when its submit button is disabled (spec section 4).
import type { FieldErrors } from '../../../utils/form-errors';

export interface RegisterFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  username: string;
  password: string;
  confirmPassword: string;
  terms: boolean;
}

export const emptyRegisterForm: RegisterFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  address: '',
  username: '',
  password: '',
  confirmPassword: '',
  terms: false,
};

export const REQUIRED_REGISTER_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'password', 'confirmPassword'] as const;

export interface RegisterSubmitState {
  values: RegisterFormValues;
  /** The errors on screen (the form's and the server's). */
  errors: FieldErrors;
  pending: boolean;
}

/** Disabled while pending, while a required field is blank, the passwords differ, any error shows, or terms are unchecked. */
export function registerSubmitDisabled({ values, errors, pending }: RegisterSubmitState): boolean {
  if (pending || !values.terms) return true;
  if (REQUIRED_REGISTER_FIELDS.some((field) => values[field].trim() === '')) return true;
  if (values.password !== values.confirmPassword) return true;
  return Object.values(errors).some((message) => message !== undefined);
}

/** Why the button is disabled, in words, for the hint beside it (screen readers hear it too). */
export function registerSubmitHint({ values, errors, pending }: RegisterSubmitState): string | null {
  if (pending) return null;
  if (REQUIRED_REGISTER_FIELDS.some((field) => values[field].trim() === '')) return 'Fill in all the required fields to continue.';
  if (Object.values(errors).some((message) => message !== undefined)) return 'Correct the highlighted fields to continue.';
  if (values.password !== values.confirmPassword) return "Your passwords don't match yet.";
  if (!values.terms) return 'Agree to the terms and conditions to continue.';
  return null;
}
