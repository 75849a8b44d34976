// The staff area's contract (issue 28): the members of staff as the Staff page and the work
// assignment lists show them (decision 255).
import * as z from 'zod/mini';
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
