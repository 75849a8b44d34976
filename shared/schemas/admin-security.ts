// The admin timeout dialog's requests and replies: the timeout settings, the passcode, and the
// emergency recovery with the admin password. The dialog and the server validate with the same rules.
import * as z from 'zod/mini';
import { EMERGENCY_RECOVERY_PHONE, PASSCODE_LENGTH, TIMEOUT_MINUTES_OPTIONS } from '../admin-timeout';
import { PasswordInputSchema } from './account-fields';

export const PASSCODE_FORMAT_MESSAGE = `The passcode must be exactly ${PASSCODE_LENGTH} digits.`;
export const TIMEOUT_MINUTES_MESSAGE = `Choose one of ${TIMEOUT_MINUTES_OPTIONS.join(', ')} minutes.`;

const PASSCODE_PATTERN = new RegExp(`^\\d{${PASSCODE_LENGTH}}$`);

export const PasscodeSchema = z.string().check(z.regex(PASSCODE_PATTERN, PASSCODE_FORMAT_MESSAGE));

export const TimeoutMinutesSchema = z.literal(TIMEOUT_MINUTES_OPTIONS, TIMEOUT_MINUTES_MESSAGE);

/** POST /api/admin/verify-pincode: success is judged by the status only (SPEC section 7). */
export const VerifyPincodeRequestSchema = z.object({ pincode: PasscodeSchema });
export type VerifyPincodeRequest = z.infer<typeof VerifyPincodeRequestSchema>;

/** POST /api/auth/login: emergency recovery; `phone` is the literal 'Admin', the password the signed-in admin's. */
export const EmergencyRecoveryRequestSchema = z.object({
  phone: z.literal(EMERGENCY_RECOVERY_PHONE, `phone must be '${EMERGENCY_RECOVERY_PHONE}'`),
  password: PasswordInputSchema,
});
export type EmergencyRecoveryRequest = z.infer<typeof EmergencyRecoveryRequestSchema>;

/** PUT /api/admin/timeout-settings. */
export const TimeoutSettingsRequestSchema = z.object({
  enabled: z.boolean(),
  durationMinutes: TimeoutMinutesSchema,
});
export type TimeoutSettingsRequest = z.infer<typeof TimeoutSettingsRequestSchema>;

/** PUT /api/admin/passcode: needs a passcode verified or an emergency recovery on this session first. */
export const ChangePasscodeRequestSchema = z.object({ newPasscode: PasscodeSchema });
export type ChangePasscodeRequest = z.infer<typeof ChangePasscodeRequestSchema>;

/** What the server holds for the signed-in admin and this session; the dialog shows exactly this. */
export const AdminTimeoutStateSchema = z.object({
  enabled: z.boolean(),
  durationMinutes: TimeoutMinutesSchema,
  /** The admin has set a passcode of their own (not the one generated at first start). */
  customPasscode: z.boolean(),
  /** Some passcode is set; without one only emergency recovery can unlock a timed-out session. */
  hasPasscode: z.boolean(),
  /** ISO time of this session's last admin activity; null while the timeout is off. */
  lastActivityAt: z.nullable(z.string()),
  /** The passcode was verified on this session within the last few minutes (a change may follow). */
  passcodeVerified: z.boolean(),
  /** The admin password was verified on this session within the last few minutes. */
  recoveryVerified: z.boolean(),
});
export type AdminTimeoutState = z.infer<typeof AdminTimeoutStateSchema>;
