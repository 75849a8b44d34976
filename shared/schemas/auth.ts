// Sign-in, registration, email verification and password reset: the browser's form schemas and the
// request/response schemas of their endpoints. The forms and the server validate with the same rules.
import * as z from 'zod/mini';
import {
  AddressSchema,
  EmailSchema,
  FirstNameSchema,
  LastNameSchema,
  LoginIdentifierSchema,
  PasswordInputSchema,
  PhoneSchema,
  UK_MOBILE_PATTERN,
  USERNAME_PHONE_MESSAGE,
  UsernameSchema,
  stripSpaces,
} from './account-fields';
import { ConfirmPasswordSchema, NewPasswordSchema, confirmationMatches } from './password-policy';
import { UserSchema } from './user';

// ---------- Sign-in ----------

export const LoginRequestSchema = z.object({
  username: LoginIdentifierSchema,
  password: PasswordInputSchema,
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

/** The login form; rememberMe is shown but never sent (SPEC section 3). */
export const LoginFormSchema = z.extend(LoginRequestSchema, {
  rememberMe: z.optional(z.boolean()),
});
export type LoginForm = z.infer<typeof LoginFormSchema>;

/** Password accepted, but the account has two-factor on: send the code with this challenge. */
export const TwoFactorChallengeSchema = z.object({
  twoFactorRequired: z.literal(true),
  challenge: z.string(),
  /** ISO time after which the challenge is refused and the user signs in again. */
  expiresAt: z.string(),
  message: z.string(),
});
export type TwoFactorChallenge = z.infer<typeof TwoFactorChallengeSchema>;

/** POST /api/login answers the signed-in user, or a two-factor challenge. */
export const LoginResponseSchema = z.union([UserSchema, TwoFactorChallengeSchema]);
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const TWO_FACTOR_CODE_MESSAGE = 'Enter the 6-digit code from your authenticator app, or a recovery code';

/** A 6-digit authenticator code or a recovery code (xxxxx-xxxxx); spaces are ignored. */
export const TwoFactorCodeSchema = z.string().check(
  z.overwrite(stripSpaces),
  z.minLength(1, 'Verification code is required'),
  z.refine((code) => code === '' || /^\d{6}$/.test(code) || /^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/.test(code), TWO_FACTOR_CODE_MESSAGE),
);

export const TwoFactorLoginRequestSchema = z.object({
  challenge: z.string().check(z.minLength(1, 'Your sign-in has expired. Please sign in again.'), z.maxLength(128)),
  code: TwoFactorCodeSchema,
});
export type TwoFactorLoginRequest = z.infer<typeof TwoFactorLoginRequestSchema>;

/** 403 from POST /api/login when the password is right but the email is not yet verified. */
export const EmailVerificationRequiredSchema = z.object({
  message: z.string(),
  emailVerificationRequired: z.literal(true),
  email: z.string(),
});

// ---------- Registration ----------

const registrationFields = {
  firstName: FirstNameSchema,
  lastName: LastNameSchema,
  email: EmailSchema,
  phone: PhoneSchema,
  address: AddressSchema,
  username: z._default(UsernameSchema, ''),
  /** Carried from /auth?qrCode=...: a job the new account should be linked to. */
  qrCode: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,128}$/, 'Invalid QR code'))),
};

/** A username that looks like a mobile number would be read as a phone at sign-in. */
function usernameIsNotAnotherPhone(value: unknown): boolean {
  const { username, phone } = (value ?? {}) as { username?: unknown; phone?: unknown };
  const typedUsername = typeof username === 'string' ? stripSpaces(username) : '';
  const typedPhone = typeof phone === 'string' ? stripSpaces(phone) : '';
  return !UK_MOBILE_PATTERN.test(typedUsername) || typedUsername === typedPhone;
}

export const usernamePhoneCheck = z.refine(usernameIsNotAnotherPhone, { message: USERNAME_PHONE_MESSAGE, path: ['username'] });

/**
 * What the browser sends. The server checks the password against the policy itself, so that a
 * weak password is answered with the list of unmet `requirements` (see password-policy.ts).
 */
export const RegisterRequestSchema = z
  .object({ ...registrationFields, password: PasswordInputSchema })
  .check(usernamePhoneCheck);
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;

export const RegisterFormSchema = z
  .object({
    ...registrationFields,
    password: NewPasswordSchema,
    confirmPassword: ConfirmPasswordSchema,
    terms: z.boolean().check(z.refine((accepted) => accepted === true, 'You must agree to the terms and conditions')),
  })
  .check(
    usernamePhoneCheck,
    confirmationMatches('password'),
  );
export type RegisterForm = z.infer<typeof RegisterFormSchema>;

/**
 * The register form's values as the request sends them: confirmPassword and terms stay behind, and a
 * username left blank is sent as the phone number it defaults to (SPEC section 3).
 */
export function toRegisterRequest(form: RegisterForm): RegisterRequest {
  const { confirmPassword: _confirm, terms: _terms, ...request } = form;
  return { ...request, username: request.username || stripSpaces(request.phone) };
}

export const RegisterResponseSchema = z.object({
  email: z.string(),
  message: z.string(),
  /** The number given, as stored (07..., no spaces), for the phone step (decision 052). */
  phone: z.optional(z.string()),
  /** Lets this browser prove the new account's phone by SMS code for 30 minutes (decision 052). */
  phoneTicket: z.optional(z.string()),
});
export type RegisterResponse = z.infer<typeof RegisterResponseSchema>;

/** 400 from registration, password reset or change when the password fails the policy. */
export const PasswordRequirementsErrorSchema = z.object({
  message: z.string(),
  requirements: z.array(z.string()),
});

// ---------- Email verification ----------

export const VerifyEmailRequestSchema = z.object({ token: z.string().check(z.maxLength(128)) });
/**
 * The link's answer, whatever it is (docs/decisions/215-a-link-check-answers-200.md): verified, with the
 * address to sign in with, or not, with the reason to show (unknown, used, expired, replaced, or the new
 * address taken meanwhile). Only a malformed request is a 4xx.
 */
export const VerifyEmailResponseSchema = z.discriminatedUnion('verified', [
  z.object({ verified: z.literal(true), email: z.string(), message: z.string() }),
  z.object({ verified: z.literal(false), message: z.string() }),
]);
export type VerifyEmailResponse = z.infer<typeof VerifyEmailResponseSchema>;

export const EmailOnlyRequestSchema = z.object({ email: EmailSchema });
export type EmailOnlyRequest = z.infer<typeof EmailOnlyRequestSchema>;

export const MessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

// ---------- Password reset ----------

export const ForgotPasswordFormSchema = EmailOnlyRequestSchema;

export const ResetTokenParamsSchema = z.object({ token: z.string().check(z.maxLength(128)) });

export const ResetTokenStatusSchema = z.object({ valid: z.boolean(), message: z.string() });
export type ResetTokenStatus = z.infer<typeof ResetTokenStatusSchema>;

export const ResetPasswordRequestSchema = z.object({
  token: z.string().check(z.maxLength(128)),
  password: PasswordInputSchema,
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;

export const ResetPasswordFormSchema = z
  .object({
    password: NewPasswordSchema,
    confirmPassword: ConfirmPasswordSchema,
  })
  .check(
    confirmationMatches('password'),
  );
export type ResetPasswordForm = z.infer<typeof ResetPasswordFormSchema>;
