// The loyalty programme (issue 16): the member's points, staff's view of members and their ledgers,
// manual adjustments, promotions, and claiming a receipt's points. The contract is in docs/api/loyalty.md.
import { defineRoute } from '../define-route';
import { OkSchema } from '../../schemas/common';
import { ClaimReceiptRequestSchema, ClaimReceiptResultSchema } from '../../schemas/loyalty/claims';
import { AdjustPointsRequestSchema, MemberLedgerSchema, MemberListSchema, MemberParamsSchema, MyLoyaltySchema } from '../../schemas/loyalty/ledger';
import { CreatePromotionRequestSchema, PromotionListSchema, PromotionParamsSchema, PromotionSchema } from '../../schemas/loyalty/promotions';

export const getMyLoyalty = /* @__PURE__ */ defineRoute({
  name: 'GetMyLoyalty',
  summary: "The customer's points, tier and history",
  method: 'GET',
  path: '/api/user/loyalty',
  auth: 'customer',
  handler: 'loyalty/get-my-loyalty',
  table: 'read',
  response: MyLoyaltySchema,
});
export const claimReceiptPoints = /* @__PURE__ */ defineRoute({
  name: 'ClaimReceiptPoints',
  summary: "Claims a sale's points with its receipt code",
  method: 'POST',
  path: '/api/user/loyalty/claims',
  auth: 'customer',
  handler: 'loyalty/claim-receipt-points',
  table: 'readwrite',
  // A tier change is emailed through the bus.
  publishesEvents: true,
  body: ClaimReceiptRequestSchema,
  response: ClaimReceiptResultSchema,
});
export const listLoyaltyMembers = /* @__PURE__ */ defineRoute({
  name: 'ListLoyaltyMembers',
  summary: 'The loyalty members',
  method: 'GET',
  path: '/api/admin/loyalty/members',
  auth: 'admin',
  permission: 'loyalty.view',
  handler: 'loyalty/list-members',
  table: 'read',
  response: MemberListSchema,
});
export const getLoyaltyMember = /* @__PURE__ */ defineRoute({
  name: 'GetLoyaltyMember',
  summary: 'One loyalty member with their points history',
  method: 'GET',
  path: '/api/admin/loyalty/members/{userId}',
  auth: 'admin',
  permission: 'loyalty.view',
  handler: 'loyalty/get-member',
  table: 'read',
  params: MemberParamsSchema,
  response: MemberLedgerSchema,
});
export const adjustLoyaltyPoints = /* @__PURE__ */ defineRoute({
  name: 'AdjustLoyaltyPoints',
  summary: "Adds or takes away a member's points with a reason",
  method: 'POST',
  path: '/api/admin/loyalty/members/{userId}/adjustments',
  auth: 'admin',
  permission: 'loyalty.adjust',
  handler: 'loyalty/adjust-points',
  table: 'readwrite',
  params: MemberParamsSchema,
  body: AdjustPointsRequestSchema,
  response: MemberLedgerSchema,
});
export const listLoyaltyPromotions = /* @__PURE__ */ defineRoute({
  name: 'ListLoyaltyPromotions',
  summary: 'The loyalty promotions',
  method: 'GET',
  path: '/api/admin/loyalty/promotions',
  auth: 'admin',
  permission: 'loyalty.view',
  handler: 'loyalty/list-promotions',
  table: 'read',
  response: PromotionListSchema,
});
export const createLoyaltyPromotion = /* @__PURE__ */ defineRoute({
  name: 'CreateLoyaltyPromotion',
  summary: 'Adds a loyalty promotion',
  method: 'POST',
  path: '/api/admin/loyalty/promotions',
  auth: 'admin',
  permission: 'loyalty.manage',
  handler: 'loyalty/create-promotion',
  table: 'readwrite',
  body: CreatePromotionRequestSchema,
  response: PromotionSchema,
  successStatus: 201,
});
export const deleteLoyaltyPromotion = /* @__PURE__ */ defineRoute({
  name: 'DeleteLoyaltyPromotion',
  summary: 'Deletes a loyalty promotion',
  method: 'DELETE',
  path: '/api/admin/loyalty/promotions/{promotionId}',
  auth: 'admin',
  permission: 'loyalty.manage',
  handler: 'loyalty/delete-promotion',
  table: 'readwrite',
  params: PromotionParamsSchema,
  response: OkSchema,
});

/** The area's routes as one object, for the manifest and the browser; a handler imports its own route
 * by name (`import * as loyaltyRoutes`), so its bundle builds only that route's schemas (decision 024). */
export const loyaltyRoutes = {
  getMyLoyalty,
  claimReceiptPoints,
  listLoyaltyMembers,
  getLoyaltyMember,
  adjustLoyaltyPoints,
  listLoyaltyPromotions,
  createLoyaltyPromotion,
  deleteLoyaltyPromotion,
};
