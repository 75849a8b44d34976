// The loyalty programme (issue 16): the member's points, staff's view of members and their ledgers,
// manual adjustments, promotions, and claiming a receipt's points. The contract is in docs/api/loyalty.md.
import { defineRoute } from '../define-route';
import { OkSchema } from '../../schemas/common';
import { ClaimReceiptRequestSchema, ClaimReceiptResultSchema } from '../../schemas/loyalty/claims';
import { AdjustPointsRequestSchema, MemberLedgerSchema, MemberListSchema, MemberParamsSchema, MyLoyaltySchema } from '../../schemas/loyalty/ledger';
import { CreatePromotionRequestSchema, PromotionListSchema, PromotionParamsSchema, PromotionSchema } from '../../schemas/loyalty/promotions';

export const loyaltyRoutes = {
  getMyLoyalty: defineRoute({
    name: 'GetMyLoyalty',
    method: 'GET',
    path: '/api/user/loyalty',
    auth: 'customer',
    handler: 'loyalty/get-my-loyalty',
    table: 'read',
    response: MyLoyaltySchema,
  }),
  claimReceiptPoints: defineRoute({
    name: 'ClaimReceiptPoints',
    method: 'POST',
    path: '/api/user/loyalty/claims',
    auth: 'customer',
    handler: 'loyalty/claim-receipt-points',
    table: 'readwrite',
    // A tier change is emailed through the bus.
    publishesEvents: true,
    body: ClaimReceiptRequestSchema,
    response: ClaimReceiptResultSchema,
  }),
  listLoyaltyMembers: defineRoute({
    name: 'ListLoyaltyMembers',
    method: 'GET',
    path: '/api/admin/loyalty/members',
    auth: 'admin',
    handler: 'loyalty/list-members',
    table: 'read',
    response: MemberListSchema,
  }),
  getLoyaltyMember: defineRoute({
    name: 'GetLoyaltyMember',
    method: 'GET',
    path: '/api/admin/loyalty/members/{userId}',
    auth: 'admin',
    handler: 'loyalty/get-member',
    table: 'read',
    params: MemberParamsSchema,
    response: MemberLedgerSchema,
  }),
  adjustLoyaltyPoints: defineRoute({
    name: 'AdjustLoyaltyPoints',
    method: 'POST',
    path: '/api/admin/loyalty/members/{userId}/adjustments',
    auth: 'admin',
    handler: 'loyalty/adjust-points',
    table: 'readwrite',
    params: MemberParamsSchema,
    body: AdjustPointsRequestSchema,
    response: MemberLedgerSchema,
  }),
  listLoyaltyPromotions: defineRoute({
    name: 'ListLoyaltyPromotions',
    method: 'GET',
    path: '/api/admin/loyalty/promotions',
    auth: 'admin',
    handler: 'loyalty/list-promotions',
    table: 'read',
    response: PromotionListSchema,
  }),
  createLoyaltyPromotion: defineRoute({
    name: 'CreateLoyaltyPromotion',
    method: 'POST',
    path: '/api/admin/loyalty/promotions',
    auth: 'admin',
    handler: 'loyalty/create-promotion',
    table: 'readwrite',
    body: CreatePromotionRequestSchema,
    response: PromotionSchema,
    successStatus: 201,
  }),
  deleteLoyaltyPromotion: defineRoute({
    name: 'DeleteLoyaltyPromotion',
    method: 'DELETE',
    path: '/api/admin/loyalty/promotions/{promotionId}',
    auth: 'admin',
    handler: 'loyalty/delete-promotion',
    table: 'readwrite',
    params: PromotionParamsSchema,
    response: OkSchema,
  }),
};
