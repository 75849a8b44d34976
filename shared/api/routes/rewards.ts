// The rewards catalogue (issue 16): staff keep it at /admin/loyalty; members see the active rewards
// they can redeem. Contract: docs/api/rewards.md.
import { defineRoute } from '../define-route';
import { OkSchema } from '../../schemas/common';
import { RewardInputSchema, RewardListSchema, RewardParamsSchema, RewardSchema } from '../../schemas/loyalty/reward';
import { TillMemberParamsSchema, TillMemberSchema } from '../../schemas/loyalty/till-member';

export const listActiveRewards = /* @__PURE__ */ defineRoute({
  name: 'ListActiveRewards',
  summary: 'The rewards members can spend points on',
  method: 'GET',
  path: '/api/loyalty/rewards',
  auth: 'public',
  handler: 'rewards/list-active-rewards',
  table: 'read',
  response: RewardListSchema,
});
export const listRewards = /* @__PURE__ */ defineRoute({
  name: 'ListRewards',
  summary: 'Every reward, active or not',
  method: 'GET',
  path: '/api/admin/rewards',
  auth: 'admin',
  permission: 'loyalty.view',
  handler: 'rewards/list-rewards',
  table: 'read',
  response: RewardListSchema,
});
export const createReward = /* @__PURE__ */ defineRoute({
  name: 'CreateReward',
  summary: 'Adds a reward',
  method: 'POST',
  path: '/api/admin/rewards',
  auth: 'admin',
  permission: 'loyalty.manage',
  handler: 'rewards/create-reward',
  table: 'readwrite',
  body: RewardInputSchema,
  response: RewardSchema,
  successStatus: 201,
});
export const updateReward = /* @__PURE__ */ defineRoute({
  name: 'UpdateReward',
  summary: 'Changes a reward',
  method: 'PUT',
  path: '/api/admin/rewards/{rewardId}',
  auth: 'admin',
  permission: 'loyalty.manage',
  handler: 'rewards/update-reward',
  table: 'readwrite',
  params: RewardParamsSchema,
  body: RewardInputSchema,
  response: RewardSchema,
});
export const deleteReward = /* @__PURE__ */ defineRoute({
  name: 'DeleteReward',
  summary: 'Deletes a reward',
  method: 'DELETE',
  path: '/api/admin/rewards/{rewardId}',
  auth: 'admin',
  permission: 'loyalty.manage',
  handler: 'rewards/delete-reward',
  table: 'readwrite',
  params: RewardParamsSchema,
  response: OkSchema,
});
/** The loyalty a customer record brings to a till sale: tier discount, balance, rewards it covers (decisions 160, 161). */
export const getTillMember = /* @__PURE__ */ defineRoute({
  name: 'GetTillMember',
  summary: "A loyalty member's points and rewards at the till, by card QR",
  method: 'GET',
  path: '/api/admin/till/members/{customerQr}',
  auth: 'admin',
  permission: 'till.sell',
  handler: 'rewards/get-till-member',
  table: 'read',
  params: TillMemberParamsSchema,
  response: TillMemberSchema,
});

/** The area's routes as one object, for the manifest and the browser; a handler imports its own route
 * by name (`import * as rewardRoutes`), so its bundle builds only that route's schemas (decision 024). */
export const rewardRoutes = {
  listActiveRewards,
  listRewards,
  createReward,
  updateReward,
  deleteReward,
  getTillMember,
};
