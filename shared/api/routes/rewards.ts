// The rewards catalogue (issue 16): staff keep it at /admin/loyalty; members see the active rewards
// they can redeem. Contract: docs/api/rewards.md.
import { defineRoute } from '../define-route';
import { OkSchema } from '../../schemas/common';
import { RewardInputSchema, RewardListSchema, RewardParamsSchema, RewardSchema } from '../../schemas/loyalty/reward';
import { TillMemberParamsSchema, TillMemberSchema } from '../../schemas/loyalty/till-member';

export const rewardRoutes = {
  /** The loyalty a customer record brings to a till sale: tier discount, balance, rewards it covers (decisions 160, 161). */
  getTillMember: defineRoute({
    name: 'GetTillMember',
    method: 'GET',
    path: '/api/admin/till/members/{customerQr}',
    auth: 'admin',
    handler: 'rewards/get-till-member',
    table: 'read',
    params: TillMemberParamsSchema,
    response: TillMemberSchema,
  }),
  listActiveRewards: defineRoute({
    name: 'ListActiveRewards',
    method: 'GET',
    path: '/api/loyalty/rewards',
    auth: 'public',
    handler: 'rewards/list-active-rewards',
    table: 'read',
    response: RewardListSchema,
  }),
  listRewards: defineRoute({
    name: 'ListRewards',
    method: 'GET',
    path: '/api/admin/rewards',
    auth: 'admin',
    handler: 'rewards/list-rewards',
    table: 'read',
    response: RewardListSchema,
  }),
  createReward: defineRoute({
    name: 'CreateReward',
    method: 'POST',
    path: '/api/admin/rewards',
    auth: 'admin',
    handler: 'rewards/create-reward',
    table: 'readwrite',
    body: RewardInputSchema,
    response: RewardSchema,
    successStatus: 201,
  }),
  updateReward: defineRoute({
    name: 'UpdateReward',
    method: 'PUT',
    path: '/api/admin/rewards/{rewardId}',
    auth: 'admin',
    handler: 'rewards/update-reward',
    table: 'readwrite',
    params: RewardParamsSchema,
    body: RewardInputSchema,
    response: RewardSchema,
  }),
  deleteReward: defineRoute({
    name: 'DeleteReward',
    method: 'DELETE',
    path: '/api/admin/rewards/{rewardId}',
    auth: 'admin',
    handler: 'rewards/delete-reward',
    table: 'readwrite',
    params: RewardParamsSchema,
    response: OkSchema,
  }),
};
