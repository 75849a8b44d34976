import * as z from 'zod/mini';
import { CUSTOM_ROLE_ID, STAFF_ROLE_IDS } from '../staff/roles';

/** A built-in role's id or a custom role's ULID (decision 265); that a custom one exists is the server's check. */
export const StaffRoleIdSchema = z.union([z.enum(STAFF_ROLE_IDS), z.string().check(z.regex(CUSTOM_ROLE_ID, 'staffRole is not a role'))]);

export const RoleSchema = z.enum(['admin', 'customer']);
export type Role = z.infer<typeof RoleSchema>;

/** The signed-in user as the browser sees it: never the password hash or secrets. */
export const UserSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  username: z.string(),
  role: RoleSchema,
  /** A member of staff's role (shared/staff/roles.ts); absent on an admin from before roles: the Owner. */
  staffRole: z.optional(StaffRoleIdSchema),
  /**
   * A member of staff's effective permissions (their role's, as the owner set them: decision 266),
   * on the answers to the signed-in member (GET /api/user, sign-in). Plain strings here, so the public
   * pages' header does not load the permissions' list; `can()` reads them.
   */
  permissions: z.optional(z.array(z.string())),
  emailVerified: z.boolean(),
  /** A new email address waiting for its verification link to be clicked; email is unchanged until then. */
  pendingEmail: z.optional(z.string()),
  address: z.optional(z.string()),
  /** YYYY-MM-DD, optional: the birthday bonus (decision 159). */
  dateOfBirth: z.optional(z.string()),
  twoFactorEnabled: z.boolean(),
  /** The repair ticket's QR code given at registration (/auth?qrCode=...), until the job is claimed. */
  pendingJobClaim: z.optional(z.object({ qrCode: z.string() })),
  createdAt: z.string(),
});
export type User = z.infer<typeof UserSchema>;
