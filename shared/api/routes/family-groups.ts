// Family groups (issue 16): the signed-in customer's group, invitations and leaving, and the staff
// screen at /admin/family-groups. Contract: docs/api/family-groups.md.
import * as z from 'zod/mini';
import { defineRoute } from '../define-route';
import { OkSchema } from '../../schemas/common';
import {
  AdminAddFamilyMemberRequestSchema,
  AdminCreateFamilyGroupRequestSchema,
  AdminRenameFamilyGroupRequestSchema,
  CreateMyFamilyGroupRequestSchema,
  FamilyGroupListSchema,
  FamilyGroupMemberParamsSchema,
  FamilyGroupParamsSchema,
  FamilyGroupSchema,
  InviteFamilyMemberRequestSchema,
  JoinFamilyGroupRequestSchema,
  MyFamilyGroupSchema,
} from '../../schemas/loyalty/family-group';

const bounded = (label: string) => z.string().check(z.trim(), z.minLength(1, `${label} is required`), z.maxLength(40, `${label} is too long`));

export const getMyFamilyGroup = /* @__PURE__ */ defineRoute({
  name: 'GetMyFamilyGroup',
  summary: "The customer's family group",
  method: 'GET',
  path: '/api/user/family-group',
  auth: 'customer',
  handler: 'family-groups/get-my-family-group',
  table: 'read',
  response: MyFamilyGroupSchema,
});
export const createMyFamilyGroup = /* @__PURE__ */ defineRoute({
  name: 'CreateMyFamilyGroup',
  summary: 'Starts a family group that shares points',
  method: 'POST',
  path: '/api/user/family-group',
  auth: 'customer',
  handler: 'family-groups/create-my-family-group',
  table: 'readwrite',
  body: CreateMyFamilyGroupRequestSchema,
  response: MyFamilyGroupSchema,
  successStatus: 201,
});
export const inviteFamilyMember = /* @__PURE__ */ defineRoute({
  name: 'InviteFamilyMember',
  summary: 'Invites someone to the family group by email',
  method: 'POST',
  path: '/api/user/family-group/invitations',
  auth: 'customer',
  handler: 'family-groups/invite-family-member',
  table: 'readwrite',
  publishesEvents: true,
  body: InviteFamilyMemberRequestSchema,
  response: MyFamilyGroupSchema,
  successStatus: 201,
});
export const cancelFamilyInvitation = /* @__PURE__ */ defineRoute({
  name: 'CancelFamilyInvitation',
  summary: 'Cancels a family group invitation',
  method: 'DELETE',
  path: '/api/user/family-group/invitations/{inviteId}',
  auth: 'customer',
  handler: 'family-groups/cancel-family-invitation',
  table: 'readwrite',
  params: z.object({ inviteId: bounded('Invitation') }),
  response: MyFamilyGroupSchema,
});
export const removeMyFamilyMember = /* @__PURE__ */ defineRoute({
  name: 'RemoveMyFamilyMember',
  summary: "Removes a member from the customer's family group",
  method: 'DELETE',
  path: '/api/user/family-group/members/{userId}',
  auth: 'customer',
  handler: 'family-groups/remove-my-family-member',
  table: 'readwrite',
  params: z.object({ userId: bounded('Member') }),
  response: MyFamilyGroupSchema,
});
export const joinFamilyGroup = /* @__PURE__ */ defineRoute({
  name: 'JoinFamilyGroup',
  summary: 'Joins a family group with an invitation',
  method: 'POST',
  path: '/api/user/family-group/join',
  auth: 'customer',
  handler: 'family-groups/join-family-group',
  table: 'readwrite',
  body: JoinFamilyGroupRequestSchema,
  response: MyFamilyGroupSchema,
});
export const leaveFamilyGroup = /* @__PURE__ */ defineRoute({
  name: 'LeaveFamilyGroup',
  summary: 'Leaves the family group',
  method: 'POST',
  path: '/api/user/family-group/leave',
  auth: 'customer',
  handler: 'family-groups/leave-family-group',
  table: 'readwrite',
  response: MyFamilyGroupSchema,
});
export const listFamilyGroups = /* @__PURE__ */ defineRoute({
  name: 'ListFamilyGroups',
  summary: 'The family groups',
  method: 'GET',
  path: '/api/admin/family-groups',
  auth: 'admin',
  permission: 'loyalty.view',
  handler: 'family-groups/list-family-groups',
  table: 'read',
  response: FamilyGroupListSchema,
});
export const getFamilyGroup = /* @__PURE__ */ defineRoute({
  name: 'GetFamilyGroup',
  summary: 'One family group with its members',
  method: 'GET',
  path: '/api/admin/family-groups/{groupId}',
  auth: 'admin',
  permission: 'loyalty.view',
  handler: 'family-groups/get-family-group',
  table: 'read',
  params: FamilyGroupParamsSchema,
  response: FamilyGroupSchema,
});
export const createFamilyGroup = /* @__PURE__ */ defineRoute({
  name: 'CreateFamilyGroup',
  summary: 'Makes a family group for customers',
  method: 'POST',
  path: '/api/admin/family-groups',
  auth: 'admin',
  permission: 'loyalty.manage',
  handler: 'family-groups/create-family-group',
  table: 'readwrite',
  body: AdminCreateFamilyGroupRequestSchema,
  response: FamilyGroupSchema,
  successStatus: 201,
});
export const renameFamilyGroup = /* @__PURE__ */ defineRoute({
  name: 'RenameFamilyGroup',
  summary: 'Renames a family group',
  method: 'PATCH',
  path: '/api/admin/family-groups/{groupId}',
  auth: 'admin',
  permission: 'loyalty.manage',
  handler: 'family-groups/rename-family-group',
  table: 'readwrite',
  params: FamilyGroupParamsSchema,
  body: AdminRenameFamilyGroupRequestSchema,
  response: FamilyGroupSchema,
});
export const addFamilyMember = /* @__PURE__ */ defineRoute({
  name: 'AddFamilyMember',
  summary: 'Adds a customer to a family group',
  method: 'POST',
  path: '/api/admin/family-groups/{groupId}/members',
  auth: 'admin',
  permission: 'loyalty.manage',
  handler: 'family-groups/add-family-member',
  table: 'readwrite',
  params: FamilyGroupParamsSchema,
  body: AdminAddFamilyMemberRequestSchema,
  response: FamilyGroupSchema,
});
export const removeFamilyMember = /* @__PURE__ */ defineRoute({
  name: 'RemoveFamilyMember',
  summary: 'Removes a member from a family group',
  method: 'DELETE',
  path: '/api/admin/family-groups/{groupId}/members/{userId}',
  auth: 'admin',
  permission: 'loyalty.manage',
  handler: 'family-groups/remove-family-member',
  table: 'readwrite',
  params: FamilyGroupMemberParamsSchema,
  response: FamilyGroupSchema,
});
export const dissolveFamilyGroup = /* @__PURE__ */ defineRoute({
  name: 'DissolveFamilyGroup',
  summary: 'Dissolves a family group',
  method: 'DELETE',
  path: '/api/admin/family-groups/{groupId}',
  auth: 'admin',
  permission: 'loyalty.manage',
  handler: 'family-groups/dissolve-family-group',
  table: 'readwrite',
  params: FamilyGroupParamsSchema,
  response: OkSchema,
});

/** The area's routes as one object, for the manifest and the browser; a handler imports its own route
 * by name (`import * as familyGroupRoutes`), so its bundle builds only that route's schemas (decision 024). */
export const familyGroupRoutes = {
  getMyFamilyGroup,
  createMyFamilyGroup,
  inviteFamilyMember,
  cancelFamilyInvitation,
  removeMyFamilyMember,
  joinFamilyGroup,
  leaveFamilyGroup,
  listFamilyGroups,
  getFamilyGroup,
  createFamilyGroup,
  renameFamilyGroup,
  addFamilyMember,
  removeFamilyMember,
  dissolveFamilyGroup,
};
