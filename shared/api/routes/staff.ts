// Staff (issue 28): the members of staff, their invitations, roles, suspension and two-factor.
// Contract: docs/api/staff.md.
import { defineRoute, type AnyRoute } from '../define-route';
import { StaffListSchema } from '../../schemas/staff';

// 'staff.view', not the owner's 'staff.manage': a manager who hands out work must see who is staff (decision 255).
export const listStaff = /* @__PURE__ */ defineRoute({
  name: 'ListStaff',
  method: 'GET',
  path: '/api/admin/staff',
  auth: 'admin',
  permission: 'staff.view',
  handler: 'staff/list-staff',
  table: 'read',
  response: StaffListSchema,
});

/** The area's routes as one object, for the manifest and the browser (decision 024). */
export const staffRoutes = {
  listStaff,
} satisfies Record<string, AnyRoute>;
