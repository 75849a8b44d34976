// The signed-in customer's own details: edit profile, change email (re-verified), change password.
import * as z from 'zod/mini';
import { AddressSchema, EmailSchema, FirstNameSchema, LastNameSchema, PasswordInputSchema, PhoneSchema } from './account-fields';
import { ConfirmPasswordSchema, NewPasswordSchema, confirmationMatches } from './password-policy';
import { DateOfBirthSchema } from '../date-of-birth';

/**
 * The Edit Profile form and PATCH /api/user/profile alike; a blank address or date of birth removes it. The phone is
 * a sign-in identifier: a new one needs the current password (issue 12), other changes do not.
 */
export const UpdateProfileRequestSchema = z.object({
  firstName: FirstNameSchema,
  lastName: LastNameSchema,
  phone: PhoneSchema,
  address: AddressSchema,
  /** YYYY-MM-DD; blank removes it. */
  dateOfBirth: DateOfBirthSchema,
  currentPassword: z.optional(z.string().check(z.maxLength(1024, 'Password is too long'))),
});
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequestSchema>;

/** The current password proves it is the account holder, not someone at an unlocked screen. */
export const ChangeEmailRequestSchema = z.object({
  email: EmailSchema,
  password: PasswordInputSchema,
});
export type ChangeEmailRequest = z.infer<typeof ChangeEmailRequestSchema>;

export const ChangeEmailResponseSchema = z.object({ message: z.string(), pendingEmail: z.string() });
export type ChangeEmailResponse = z.infer<typeof ChangeEmailResponseSchema>;

/** The server checks newPassword against the policy and answers unmet `requirements`. */
export const ChangePasswordRequestSchema = z.object({
  currentPassword: PasswordInputSchema,
  newPassword: PasswordInputSchema,
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;

export const ChangePasswordFormSchema = z
  .object({
    currentPassword: PasswordInputSchema,
    newPassword: NewPasswordSchema,
    confirmPassword: ConfirmPasswordSchema,
  })
  .check(
    confirmationMatches('newPassword'),
  );
export type ChangePasswordForm = z.infer<typeof ChangePasswordFormSchema>;
