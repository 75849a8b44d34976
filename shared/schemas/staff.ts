// The staff area's contract (issue 28): the members of staff as the Staff page and the work
// assignment lists show them (decision 255).
import * as z from 'zod/mini';
import { CUSTOM_ROLE_ID, isBuiltInRole } from '../staff/roles';
import { EmailSchema, FirstNameSchema, LastNameSchema, PasswordInputSchema, PhoneSchema, UsernameSchema } from './account-fields';
import { usernamePhoneCheck } from './auth';
import { ConfirmPasswordSchema, NewPasswordSchema, confirmationMatches } from './password-policy';
import { StaffRoleIdSchema } from './user';

export const StaffMemberSchema = z.object({
  userId: z.string(),
  username: z.string(),
  /** The display name: first and last name. */
  name: z.string(),
  email: z.optional(z.string()),
  staffRole: StaffRoleIdSchema,
  suspended: z.boolean(),
  twoFactorEnabled: z.boolean(),
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;

/** Every member of staff, by name. */
export const StaffListSchema = z.object({ members: z.array(StaffMemberSchema) });
export type StaffList = z.infer<typeof StaffListSchema>;

/** How long an emailed staff invitation works (decision 256). */
export const STAFF_INVITE_LIFETIME_DAYS = 7;

// A built-in role or a custom one's id (decision 265); whether a custom one exists is the server's check.
const StaffRoleChoiceSchema = z.string('Choose a role').check(z.refine((id) => isBuiltInRole(id) || CUSTOM_ROLE_ID.test(id), 'Choose a role'));

export const InviteStaffRequestSchema = z.object({
  firstName: FirstNameSchema,
  lastName: LastNameSchema,
  email: EmailSchema,
  staffRole: StaffRoleChoiceSchema,
});
export type InviteStaffRequest = z.infer<typeof InviteStaffRequestSchema>;

export const StaffInvitationSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  staffRole: StaffRoleIdSchema,
  invitedAt: z.string(),
  expiresAt: z.string(),
  /** Past its expiry: the link no longer works; withdrawing tidies it away. */
  expired: z.boolean(),
});
export type StaffInvitation = z.infer<typeof StaffInvitationSchema>;

/** The invitations not yet accepted or withdrawn, newest first. */
export const StaffInvitationListSchema = z.object({ invitations: z.array(StaffInvitationSchema) });
export type StaffInvitationList = z.infer<typeof StaffInvitationListSchema>;

export const StaffInvitationParamsSchema = z.object({ inviteId: z.string().check(z.maxLength(40)) });
export const StaffMemberParamsSchema = z.object({ userId: z.string().check(z.maxLength(40)) });
export const StaffInvitationTokenParamsSchema = z.object({ token: z.string().check(z.maxLength(128)) });

/** What the invitation page shows before the new member chooses a password. */
export const StaffInvitationStatusSchema = z.object({
  valid: z.boolean(),
  message: z.string(),
  name: z.optional(z.string()),
  email: z.optional(z.string()),
  staffRole: z.optional(StaffRoleIdSchema),
  /** The role's name as the owner set it (a custom role's too). */
  roleName: z.optional(z.string()),
  /** Who sent the invitation, by their first and last name. */
  invitedBy: z.optional(z.string()),
  /** "Require two-factor sign-in for staff" is on: two-factor is set up straight after the password. */
  twoFactorRequired: z.optional(z.boolean()),
});
export type StaffInvitationStatus = z.infer<typeof StaffInvitationStatusSchema>;

const acceptFields = {
  username: UsernameSchema.check(z.minLength(1, 'Username is required')),
  phone: PhoneSchema,
};

export const AcceptStaffInvitationRequestSchema = z
  .object({
    token: z.string().check(z.maxLength(128)),
    ...acceptFields,
    password: PasswordInputSchema,
  })
  .check(usernamePhoneCheck);
export type AcceptStaffInvitationRequest = z.infer<typeof AcceptStaffInvitationRequestSchema>;

export const AcceptStaffInvitationFormSchema = z
  .object({
    ...acceptFields,
    password: NewPasswordSchema,
    confirmPassword: ConfirmPasswordSchema,
  })
  .check(
    usernamePhoneCheck,
    confirmationMatches('password'),
  );
export type AcceptStaffInvitationForm = z.infer<typeof AcceptStaffInvitationFormSchema>;

/** A member's new role, with the owner's own password again (re-authentication). */
export const ChangeStaffRoleRequestSchema = z.object({ staffRole: StaffRoleChoiceSchema, password: PasswordInputSchema });
export type ChangeStaffRoleRequest = z.infer<typeof ChangeStaffRoleRequestSchema>;

export const StaffSuspensionRequestSchema = z.object({ suspended: z.boolean() });
