// The password policy (SPEC section 5, SECURITY.md): the form's messages, the live checklist's
// requirement texts, and the server's `requirements` answer all come from here.
import * as z from 'zod/mini';
import { stripSpaces } from './account-fields';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_SPECIAL_CHARACTERS = `@$!%*?&£"'`;

const hasUppercase = (p: string) => /\p{Lu}/u.test(p);
const hasLowercase = (p: string) => /\p{Ll}/u.test(p);
const hasDigit = (p: string) => /\d/.test(p);
const hasSpecial = (p: string) => [...PASSWORD_SPECIAL_CHARACTERS].some((c) => p.includes(c));

export const PASSWORD_CLASSES_MESSAGE =
  `Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character (${PASSWORD_SPECIAL_CHARACTERS})`;

/** The checks for a new password, with the spec's messages. Passwords are never trimmed. */
export const NewPasswordSchema = z.string().check(
  z.minLength(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`),
  z.maxLength(PASSWORD_MAX_LENGTH, `Password must be less than ${PASSWORD_MAX_LENGTH} characters`),
  z.refine((p) => hasUppercase(p) && hasLowercase(p) && hasDigit(p) && hasSpecial(p), PASSWORD_CLASSES_MESSAGE),
);

export interface PasswordRequirement {
  id: 'minLength' | 'maxLength' | 'uppercase' | 'lowercase' | 'number' | 'special';
  /** Short text for the live checklist and the server's `requirements` list. */
  text: string;
  isMet: (password: string) => boolean;
}

export const PASSWORD_REQUIREMENTS: readonly PasswordRequirement[] = [
  { id: 'minLength', text: `At least ${PASSWORD_MIN_LENGTH} characters`, isMet: (p) => p.length >= PASSWORD_MIN_LENGTH },
  { id: 'maxLength', text: `No more than ${PASSWORD_MAX_LENGTH} characters`, isMet: (p) => p.length <= PASSWORD_MAX_LENGTH },
  { id: 'uppercase', text: 'One uppercase letter', isMet: hasUppercase },
  { id: 'lowercase', text: 'One lowercase letter', isMet: hasLowercase },
  { id: 'number', text: 'One number', isMet: hasDigit },
  { id: 'special', text: `One special character (${PASSWORD_SPECIAL_CHARACTERS})`, isMet: hasSpecial },
];

export const PERSONAL_DETAILS_REQUIREMENT = 'Must not contain your email address, phone number or username';

/**
 * Only the server checks this one (the list stays out of the browser's bundle): a password from the
 * shipped list of common and breached passwords, or one of them with digits and symbols added.
 */
export const COMMON_PASSWORD_REQUIREMENT = 'Must not be a commonly used password (like Password1!)';

/** The account details a password must not contain. */
export interface PasswordContext {
  email?: string;
  phone?: string;
  username?: string;
}

/** Pieces of the user's own details that make a password guessable when it contains them. */
function personalFragments({ email, phone, username }: PasswordContext): string[] {
  const fragments: string[] = [];
  if (email) {
    const address = email.trim().toLowerCase();
    fragments.push(address);
    const local = address.split('@')[0] ?? '';
    if (local.length >= 4) fragments.push(local);
  }
  if (phone) {
    const digits = stripSpaces(phone);
    if (digits.length >= 7) fragments.push(digits, digits.replace(/^0/, ''));
  }
  if (username && username.trim().length >= 3) fragments.push(username.trim().toLowerCase());
  return fragments;
}

export function containsPersonalDetails(password: string, context: PasswordContext): boolean {
  const lower = password.toLowerCase();
  const digitsOnly = password.replace(/\D/g, '');
  return personalFragments(context).some((fragment) =>
    /^\d+$/.test(fragment) ? digitsOnly.includes(fragment) || lower.includes(fragment) : lower.includes(fragment),
  );
}

/** The requirement texts the password does not meet; empty when it is acceptable. */
export function unmetPasswordRequirements(password: string, context: PasswordContext = {}): string[] {
  const unmet = PASSWORD_REQUIREMENTS.filter((r) => !r.isMet(password)).map((r) => r.text);
  if (containsPersonalDetails(password, context)) unmet.push(PERSONAL_DETAILS_REQUIREMENT);
  return unmet;
}

/** The field that repeats a new password on a form. */
export const ConfirmPasswordSchema = z.string().check(z.minLength(1, 'Please confirm your password'));

/** The form's confirmation repeats its new password (`field`); an empty one is its own field's message. */
export function confirmationMatches<K extends string>(field: K) {
  return z.refine<{ [P in K]: string } & { confirmPassword: string }>((v) => v.confirmPassword === '' || v[field] === v.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });
}
