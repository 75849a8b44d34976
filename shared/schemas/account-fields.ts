// The account fields' rules and messages (SPEC section 5), shared word for word by the browser's
// forms and the server's request schemas.
import * as z from 'zod/mini';
import { buildIfUsed } from './build-if-used';

export const UK_MOBILE_PATTERN = /^07\d{9}$/;
/** Login usernames: 3+ letters, digits or underscores (SPEC section 5). */
export const USERNAME_PATTERN = /^[A-Za-z0-9_]{3,}$/;
export const USERNAME_MAX_LENGTH = 30;
export const NAME_MAX_LENGTH = 50;
export const ADDRESS_MAX_LENGTH = 200;
/** Lookup and username check only run from this many characters (SPEC section 9). */
export const LOOKUP_MIN_LENGTH = 3;

/** Letters in any alphabet (Seán, Zoë), spaces, hyphens and both apostrophes (phones type ’). */
const NAME_PATTERN = /^[\p{L}\p{M} '’-]*$/u;

/** Phone numbers are compared and stored without spaces. */
export function stripSpaces(value: string): string {
  return value.replace(/\s+/g, '');
}

export function isUkMobile(value: string): boolean {
  return UK_MOBILE_PATTERN.test(stripSpaces(value));
}

export function isEmailAddress(value: string): boolean {
  return z.regexes.email.test(value.trim());
}

function nameSchema(label: 'First name' | 'Last name') {
  return z.string().check(
    z.trim(),
    z.minLength(1, `${label} is required`),
    z.maxLength(NAME_MAX_LENGTH, `${label} must be less than ${NAME_MAX_LENGTH} characters`),
    z.regex(NAME_PATTERN, `${label} must contain only letters, spaces, hyphens, and apostrophes`),
  );
}

export const FirstNameSchema = nameSchema('First name');
export const LastNameSchema = nameSchema('Last name');

/** Trimmed and lower-cased: email addresses compare case-insensitively everywhere. */
export const EmailSchema = /* @__PURE__ */ buildIfUsed(() => z.string().check(
  z.trim(),
  z.toLowerCase(),
  z.maxLength(254, 'Invalid email address'),
  z.regex(z.regexes.email, 'Invalid email address'),
));

export const PhoneSchema = /* @__PURE__ */ buildIfUsed(() => z.string().check(
  z.overwrite(stripSpaces),
  z.minLength(1, 'Phone number is required'),
  // Empty is left to the message above, so a blank field shows one message.
  z.refine((value) => value === '' || UK_MOBILE_PATTERN.test(value), 'Must be a valid UK mobile number (format: 07xxx xxxxxx)'),
));

/** Optional free-text address; blank means none. */
export const AddressSchema = /* @__PURE__ */ buildIfUsed(() => z.optional(
  z.string().check(z.trim(), z.maxLength(ADDRESS_MAX_LENGTH, `Address must be less than ${ADDRESS_MAX_LENGTH} characters`)),
));

export const USERNAME_FORMAT_MESSAGE = `Username must be 3 to ${USERNAME_MAX_LENGTH} characters: letters, numbers and underscores only`;
export const USERNAME_PHONE_MESSAGE = 'A phone number can only be the username of its own account';

/** Optional at registration: blank means "use my phone number". */
export const UsernameSchema = /* @__PURE__ */ buildIfUsed(() => z.string().check(
  z.trim(),
  z.refine(
    (value) => value === '' || (USERNAME_PATTERN.test(value) && value.length <= USERNAME_MAX_LENGTH),
    USERNAME_FORMAT_MESSAGE,
  ),
));

export type LoginIdentifierKind = 'phone' | 'email' | 'username';

export interface LoginIdentifier {
  kind: LoginIdentifierKind;
  /** Normalised: phone without spaces, email and username lower-cased. */
  value: string;
}

/** Reads what was typed in the login box as a phone, an email or a username; null when none. */
export function parseLoginIdentifier(input: string): LoginIdentifier | null {
  const trimmed = input.trim();
  if (isUkMobile(trimmed)) return { kind: 'phone', value: stripSpaces(trimmed) };
  if (isEmailAddress(trimmed)) return { kind: 'email', value: trimmed.toLowerCase() };
  if (USERNAME_PATTERN.test(trimmed)) return { kind: 'username', value: trimmed.toLowerCase() };
  return null;
}

const LOGIN_IDENTIFIER_MESSAGE = 'Must be a valid UK mobile number (07xxx xxxxxx), email address, or username';

/** The longest sign-in identifier there can be: an email address (RFC 5321). */
export const LOGIN_IDENTIFIER_MAX_LENGTH = 254;

/**
 * What was typed in the login box. Longer than any email address, it is no account's (issue 12:
 * an unbounded value became part of a DynamoDB key and answered 500).
 */
export const LoginIdentifierSchema = /* @__PURE__ */ buildIfUsed(() => z.string().check(
  z.trim(),
  z.minLength(1, 'Phone number, username, or email is required'),
  z.maxLength(LOGIN_IDENTIFIER_MAX_LENGTH, LOGIN_IDENTIFIER_MESSAGE),
  z.refine(
    (value) => value === '' || value.length > LOGIN_IDENTIFIER_MAX_LENGTH || parseLoginIdentifier(value) !== null,
    LOGIN_IDENTIFIER_MESSAGE,
  ),
));

/** A password being checked, not set: only presence and a sane bound (argon2 work stays fixed). */
export const PasswordInputSchema = /* @__PURE__ */ buildIfUsed(() => z.string().check(
  z.minLength(1, 'Password is required'),
  z.maxLength(1024, 'Password is too long'),
));
