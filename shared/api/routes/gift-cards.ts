// Gift cards and store credit (issue 29; decisions 300-305): selling a card at the till, the public
// balance check by code, and the admin's list and each card's ledger. The contract is in docs/api/gift-cards.md.
import { defineRoute } from '../define-route';
import { CustomerParamsSchema } from '../../schemas/repairs/customer';
import { BuyGiftCardRequestSchema, BuyGiftCardResponseSchema, CustomerStoreCreditSchema, StoreCreditBalanceSchema, GiftCardBalanceSchema, GiftCardCodeParamsSchema, GiftCardListSchema, GiftCardSchema, GiftCardWithLedgerSchema, SellGiftCardRequestSchema } from '../../schemas/gift-cards/gift-card';

export const sellGiftCard = /* @__PURE__ */ defineRoute({
  name: 'SellGiftCard',
  summary: 'Sells a gift card at the till, paid into the open drawer',
  method: 'POST',
  path: '/api/admin/till/gift-cards',
  auth: 'admin',
  permission: 'till.sell',
  handler: 'gift-cards/sell-gift-card',
  table: 'readwrite',
  body: SellGiftCardRequestSchema,
  response: GiftCardSchema,
  successStatus: 201,
});
export const checkGiftCardBalance = /* @__PURE__ */ defineRoute({
  name: 'CheckGiftCardBalance',
  summary: "A gift card's balance by its code",
  method: 'GET',
  path: '/api/gift-cards/{code}',
  auth: 'public',
  handler: 'gift-cards/check-balance',
  table: 'read',
  params: GiftCardCodeParamsSchema,
  response: GiftCardBalanceSchema,
});
export const listGiftCards = /* @__PURE__ */ defineRoute({
  name: 'ListGiftCards',
  summary: 'The newest gift cards',
  method: 'GET',
  path: '/api/admin/gift-cards',
  auth: 'admin',
  permission: 'giftCards.view',
  handler: 'gift-cards/list-gift-cards',
  table: 'read',
  response: GiftCardListSchema,
});
export const getGiftCardLedger = /* @__PURE__ */ defineRoute({
  name: 'GetGiftCardLedger',
  summary: 'One gift card with its ledger',
  method: 'GET',
  path: '/api/admin/gift-cards/{code}',
  auth: 'admin',
  permission: 'giftCards.view',
  handler: 'gift-cards/get-gift-card',
  table: 'read',
  params: GiftCardCodeParamsSchema,
  response: GiftCardWithLedgerSchema,
});
/** A customer record's store credit and its ledger: the till offers it, the customer's page shows it (decision 341). */
export const getCustomerStoreCredit = /* @__PURE__ */ defineRoute({
  name: 'GetCustomerStoreCredit',
  summary: "A customer's store credit balance and ledger",
  method: 'GET',
  path: '/api/admin/customers/{qrCode}/store-credit',
  auth: 'admin',
  permission: 'customers.view',
  handler: 'gift-cards/get-customer-store-credit',
  table: 'read',
  params: CustomerParamsSchema,
  response: CustomerStoreCreditSchema,
});

/** A card bought online (decision 345): the payment page; the webhook issues and emails the card. */
export const buyGiftCard = /* @__PURE__ */ defineRoute({
  name: 'BuyGiftCard',
  summary: 'Starts buying a gift card online: its payment page',
  method: 'POST',
  path: '/api/shop/gift-cards',
  auth: 'public',
  handler: 'gift-cards/buy-gift-card',
  table: 'readwrite',
  usesPayments: true,
  body: BuyGiftCardRequestSchema,
  response: BuyGiftCardResponseSchema,
  successStatus: 201,
});
/** The signed-in customer's store credit, for the checkout to offer (decision 346). */
export const getMyStoreCredit = /* @__PURE__ */ defineRoute({
  name: 'GetMyStoreCredit',
  summary: "The customer's store credit balance",
  method: 'GET',
  path: '/api/shop/store-credit',
  auth: 'customer',
  handler: 'gift-cards/get-my-store-credit',
  table: 'read',
  response: StoreCreditBalanceSchema,
});

export const giftCardRoutes = { sellGiftCard, checkGiftCardBalance, listGiftCards, getGiftCardLedger, getCustomerStoreCredit, buyGiftCard, getMyStoreCredit };
