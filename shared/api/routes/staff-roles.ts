// Staff roles (issue 28, decision 265): the owner's role editor at /admin/roles lists the roles,
// creates, renames and deletes custom ones, and changes or resets any role's permissions but the
// Owner's. Contract: docs/api/staff-roles.md.
import { defineRoute } from '../define-route';
import { OkSchema } from '../../schemas/common';
import { RoleParamsSchema, StaffRoleInputSchema, StaffRoleListSchema, StaffRoleViewSchema } from '../../schemas/staff-roles';

export const listStaffRoles = /* @__PURE__ */ defineRoute({
  name: 'ListStaffRoles',
  summary: 'The staff roles with their permissions and member counts',
  method: 'GET',
  path: '/api/admin/roles',
  auth: 'admin',
  permission: 'staff.manage',
  handler: 'staff-roles/list-staff-roles',
  table: 'read',
  response: StaffRoleListSchema,
});
export const createStaffRole = /* @__PURE__ */ defineRoute({
  name: 'CreateStaffRole',
  summary: 'Creates a custom staff role',
  method: 'POST',
  path: '/api/admin/roles',
  auth: 'admin',
  permission: 'staff.manage',
  handler: 'staff-roles/create-staff-role',
  table: 'readwrite',
  publishesEvents: true,
  body: StaffRoleInputSchema,
  response: StaffRoleViewSchema,
  successStatus: 201,
});
export const updateStaffRole = /* @__PURE__ */ defineRoute({
  name: 'UpdateStaffRole',
  summary: "Changes a role's permissions, and a custom role's name",
  method: 'PUT',
  path: '/api/admin/roles/{roleId}',
  auth: 'admin',
  permission: 'staff.manage',
  handler: 'staff-roles/update-staff-role',
  table: 'readwrite',
  publishesEvents: true,
  params: RoleParamsSchema,
  body: StaffRoleInputSchema,
  response: StaffRoleViewSchema,
});
export const resetStaffRole = /* @__PURE__ */ defineRoute({
  name: 'ResetStaffRole',
  summary: "Puts a built-in role's permissions back to their defaults",
  method: 'POST',
  path: '/api/admin/roles/{roleId}/reset',
  auth: 'admin',
  permission: 'staff.manage',
  handler: 'staff-roles/reset-staff-role',
  table: 'readwrite',
  publishesEvents: true,
  params: RoleParamsSchema,
  response: StaffRoleViewSchema,
});
export const deleteStaffRole = /* @__PURE__ */ defineRoute({
  name: 'DeleteStaffRole',
  summary: 'Deletes a custom staff role no member has',
  method: 'DELETE',
  path: '/api/admin/roles/{roleId}',
  auth: 'admin',
  permission: 'staff.manage',
  handler: 'staff-roles/delete-staff-role',
  table: 'readwrite',
  publishesEvents: true,
  params: RoleParamsSchema,
  response: OkSchema,
});

/** The area's routes as one object, for the manifest and the browser; a handler imports its own route
 * by name (`import * as staffRoleRoutes`), so its bundle builds only that route's schemas (decision 024). */
export const staffRoleRoutes = {
  listStaffRoles,
  createStaffRole,
  updateStaffRole,
  resetStaffRole,
  deleteStaffRole,
};
