// Two-factor authentication (TOTP, RFC 6238): setup, enable with a first code, disable.
import * as z from 'zod/mini';
import { PasswordInputSchema, stripSpaces } from './account-fields';
import { TwoFactorCodeSchema } from './auth';

export const RECOVERY_CODE_COUNT = 10;

export const TwoFactorSetupResponseSchema = z.object({
  /** Base32, for typing into an app by hand. */
  secret: z.string(),
  otpauthUrl: z.string(),
  /** PNG data URL of the otpauth URL, for scanning. */
  qrCodeDataUrl: z.string(),
});
export type TwoFactorSetupResponse = z.infer<typeof TwoFactorSetupResponseSchema>;

/**
 * Enabling needs a current authenticator code (never a recovery code: none exist yet) and the
 * current password, asked again because two-factor changes how the account signs in (issue 12).
 */
export const EnableTwoFactorRequestSchema = z.object({
  password: PasswordInputSchema,
  code: z.string().check(
    z.overwrite(stripSpaces),
    z.minLength(1, 'Verification code is required'),
    z.refine((code) => code === '' || /^\d{6}$/.test(code), 'Enter the 6-digit code from your authenticator app'),
  ),
});
export type EnableTwoFactorRequest = z.infer<typeof EnableTwoFactorRequestSchema>;

export const EnableTwoFactorResponseSchema = z.object({
  message: z.string(),
  /** Shown once: only their hashes are kept. */
  recoveryCodes: z.array(z.string()),
});
export type EnableTwoFactorResponse = z.infer<typeof EnableTwoFactorResponseSchema>;

export const DisableTwoFactorRequestSchema = z.object({
  password: PasswordInputSchema,
  code: TwoFactorCodeSchema,
});
export type DisableTwoFactorRequest = z.infer<typeof DisableTwoFactorRequestSchema>;
