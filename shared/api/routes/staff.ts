// Staff (issue 28): the members of staff, their invitations, roles, suspension and two-factor.
// Contract: docs/api/staff.md.
import { defineRoute, type AnyRoute } from '../define-route';
import { OkSchema } from '../../schemas/common';
import {
  AcceptStaffInvitationRequestSchema,
  ChangeStaffRoleRequestSchema,
  InviteStaffRequestSchema,
  StaffInvitationListSchema,
  StaffInvitationParamsSchema,
  StaffInvitationSchema,
  StaffInvitationStatusSchema,
  StaffInvitationTokenParamsSchema,
  StaffListSchema,
  StaffMemberParamsSchema,
  StaffMemberSchema,
  StaffSuspensionRequestSchema,
} from '../../schemas/staff';
import { UserSchema } from '../../schemas/user';

// 'staff.view', not the owner's 'staff.manage': a manager who hands out work must see who is staff (decision 255).
export const listStaff = /* @__PURE__ */ defineRoute({
  name: 'ListStaff',
  summary: "The shop's staff with their roles, two-factor and suspension",
  method: 'GET',
  path: '/api/admin/staff',
  auth: 'admin',
  permission: 'staff.view',
  handler: 'staff/list-staff',
  table: 'read',
  response: StaffListSchema,
});
export const listStaffInvitations = /* @__PURE__ */ defineRoute({
  name: 'ListStaffInvitations',
  summary: 'The pending staff invitations',
  method: 'GET',
  path: '/api/admin/staff-invitations',
  auth: 'admin',
  permission: 'staff.manage',
  handler: 'staff/list-staff-invitations',
  table: 'read',
  response: StaffInvitationListSchema,
});
export const inviteStaff = /* @__PURE__ */ defineRoute({
  name: 'InviteStaff',
  summary: 'Invites someone by email to join the staff with a role',
  method: 'POST',
  path: '/api/admin/staff-invitations',
  auth: 'admin',
  permission: 'staff.manage',
  handler: 'staff/invite-staff',
  table: 'readwrite',
  publishesEvents: true,
  body: InviteStaffRequestSchema,
  response: StaffInvitationSchema,
  successStatus: 201,
});
export const withdrawStaffInvitation = /* @__PURE__ */ defineRoute({
  name: 'WithdrawStaffInvitation',
  summary: 'Withdraws a staff invitation',
  method: 'DELETE',
  path: '/api/admin/staff-invitations/{inviteId}',
  auth: 'admin',
  permission: 'staff.manage',
  handler: 'staff/withdraw-staff-invitation',
  table: 'readwrite',
  publishesEvents: true,
  params: StaffInvitationParamsSchema,
  response: OkSchema,
});
// Re-authentication: the owner's own password with the change; audited as role_changed (decision 257).
export const changeStaffRole = /* @__PURE__ */ defineRoute({
  name: 'ChangeStaffRole',
  summary: "Changes a member's role, with the owner's password",
  method: 'PUT',
  path: '/api/admin/staff/{userId}/role',
  auth: 'admin',
  permission: 'staff.manage',
  handler: 'staff/change-staff-role',
  table: 'readwrite',
  publishesEvents: true,
  params: StaffMemberParamsSchema,
  body: ChangeStaffRoleRequestSchema,
  response: StaffMemberSchema,
});
// Suspending ends the member's sessions at once; sign-in is refused until restored (decision 257).
export const setStaffSuspension = /* @__PURE__ */ defineRoute({
  name: 'SetStaffSuspension',
  summary: 'Suspends a member (their sessions end) or restores them',
  method: 'PUT',
  path: '/api/admin/staff/{userId}/suspension',
  auth: 'admin',
  permission: 'staff.manage',
  handler: 'staff/set-staff-suspension',
  table: 'readwrite',
  publishesEvents: true,
  params: StaffMemberParamsSchema,
  body: StaffSuspensionRequestSchema,
  response: StaffMemberSchema,
});
export const resetStaffTwoFactor = /* @__PURE__ */ defineRoute({
  name: 'ResetStaffTwoFactor',
  summary: "Resets a member's two-factor; their sessions end",
  method: 'POST',
  path: '/api/admin/staff/{userId}/reset-two-factor',
  auth: 'admin',
  permission: 'staff.manage',
  handler: 'staff/reset-staff-two-factor',
  table: 'readwrite',
  publishesEvents: true,
  params: StaffMemberParamsSchema,
  response: StaffMemberSchema,
});
/** The invitation page's first look: whether the emailed link still works, and for whom. */
export const checkStaffInvitation = /* @__PURE__ */ defineRoute({
  name: 'CheckStaffInvitation',
  summary: 'A staff invitation, for its link: who invited and the role',
  method: 'GET',
  path: '/api/staff-invitations/{token}',
  auth: 'public',
  handler: 'staff/check-staff-invitation',
  table: 'read',
  params: StaffInvitationTokenParamsSchema,
  response: StaffInvitationStatusSchema,
});
/** Creates the invited member's account and signs them in (decision 256). */
export const acceptStaffInvitation = /* @__PURE__ */ defineRoute({
  name: 'AcceptStaffInvitation',
  summary: 'Accepts a staff invitation: sets the password and signs the new member in',
  method: 'POST',
  path: '/api/staff-invitations',
  auth: 'public',
  handler: 'staff/accept-staff-invitation',
  table: 'readwrite',
  publishesEvents: true,
  body: AcceptStaffInvitationRequestSchema,
  response: UserSchema,
  successStatus: 201,
});

/** The area's routes as one object, for the manifest and the browser (decision 024). */
export const staffRoutes = {
  listStaff,
  listStaffInvitations,
  inviteStaff,
  withdrawStaffInvitation,
  changeStaffRole,
  setStaffSuspension,
  resetStaffTwoFactor,
  checkStaffInvitation,
  acceptStaffInvitation,
} satisfies Record<string, AnyRoute>;
