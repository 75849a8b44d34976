// The role editor's contract (issue 28, decision 265): the roles as the owner sees them, and the
// bodies that create, change and reset them. Contract: docs/api/staff-roles.md.
import * as z from 'zod/mini';
import { ALL_PERMISSIONS } from '../staff/permissions';
import { StaffRoleIdSchema } from './user';

export const PermissionSchema = z.enum(ALL_PERMISSIONS);

const ROLE_NAME_MAX = 40;

export const StaffRoleViewSchema = z.object({
  id: StaffRoleIdSchema,
  name: z.string(),
  /** Owner, Manager, Front desk and Technician: their names stay, only the Owner's permissions are fixed. */
  builtIn: z.boolean(),
  /** A built-in role's one-line description; custom roles have none. */
  summary: z.optional(z.string()),
  /** In the catalogue's order; always includes 'admin.use'. */
  permissions: z.array(PermissionSchema),
  /** A built-in role whose permissions the owner changed (it can be reset to its defaults). */
  edited: z.boolean(),
  /** Members of staff who have the role; not counted for the Owner (accounts from before roles are owners too). */
  memberCount: z.optional(z.number()),
});
export type StaffRoleView = z.infer<typeof StaffRoleViewSchema>;

export const StaffRoleListSchema = z.object({ roles: z.array(StaffRoleViewSchema) });

export const RoleParamsSchema = z.object({ roleId: StaffRoleIdSchema });

export const RoleNameSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Give the role a name'),
    z.maxLength(ROLE_NAME_MAX, `A role's name is at most ${ROLE_NAME_MAX} characters`),
  );

/** POST /api/admin/roles and PUT /api/admin/roles/{roleId}: a built-in role's name cannot change. */
export const StaffRoleInputSchema = z.object({
  name: RoleNameSchema,
  permissions: z.array(PermissionSchema).check(z.maxLength(ALL_PERMISSIONS.length * 2, 'Too many permissions')),
});
export type StaffRoleInput = z.infer<typeof StaffRoleInputSchema>;
