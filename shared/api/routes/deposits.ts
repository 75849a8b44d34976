// Deposits on repair jobs (issue 18, decision 147). The contract is in docs/api/deposits.md.
import { defineRoute } from '../define-route';
import { AdminJobSchema, JobParamsSchema } from '../../schemas/repairs/job';
import { CounterDepositSchema, DepositCheckoutSchema, DepositRefundSchema, DepositRequestSchema } from '../../schemas/repairs/deposit';

export const requestDeposit = /* @__PURE__ */ defineRoute({
  name: 'RequestDeposit',
  summary: 'Asks the customer for a deposit on a repair job',
  method: 'POST',
  path: '/api/admin/jobs/{qrCode}/deposit-request',
  auth: 'admin',
  permission: 'till.sell',
  handler: 'deposits/request-deposit',
  table: 'readwrite',
  params: JobParamsSchema,
  body: DepositRequestSchema,
  response: AdminJobSchema,
});
export const takeCounterDeposit = /* @__PURE__ */ defineRoute({
  name: 'TakeCounterDeposit',
  summary: 'Takes a deposit on a repair job at the counter',
  method: 'POST',
  path: '/api/admin/jobs/{qrCode}/deposits',
  auth: 'admin',
  permission: 'till.sell',
  handler: 'deposits/take-counter-deposit',
  table: 'readwrite',
  params: JobParamsSchema,
  body: CounterDepositSchema,
  response: AdminJobSchema,
});
export const refundDeposit = /* @__PURE__ */ defineRoute({
  name: 'RefundDeposit',
  summary: "Refunds a repair job's deposit",
  method: 'POST',
  path: '/api/admin/jobs/{qrCode}/deposit-refund',
  auth: 'admin',
  permission: 'till.refund',
  handler: 'deposits/refund-deposit',
  table: 'readwrite',
  // An online deposit's refund is asked of the provider on the bus (decision 134).
  publishesEvents: true,
  params: JobParamsSchema,
  body: DepositRefundSchema,
  response: AdminJobSchema,
});
/** From the tracking page the emailed link opens: the provider's hosted page for the deposit. */
export const startDepositCheckout = /* @__PURE__ */ defineRoute({
  name: 'StartDepositCheckout',
  summary: 'Starts paying a requested deposit online',
  method: 'POST',
  path: '/api/track/{qrCode}/deposit-checkout',
  auth: 'public',
  handler: 'deposits/start-deposit-checkout',
  table: 'readwrite',
  // Opens the provider's hosted page: reads the payment secrets (decision 135).
  usesPayments: true,
  params: JobParamsSchema,
  response: DepositCheckoutSchema,
});
/** From the tracking page the ready-for-collection email links to: the provider's hosted page for the balance (decision 290). */
export const startBalanceCheckout = /* @__PURE__ */ defineRoute({
  name: 'StartBalanceCheckout',
  summary: "Starts paying a repair's balance online",
  method: 'POST',
  path: '/api/track/{qrCode}/balance-checkout',
  auth: 'public',
  handler: 'deposits/start-balance-checkout',
  table: 'readwrite',
  usesPayments: true,
  params: JobParamsSchema,
  response: DepositCheckoutSchema,
});

/** The area's routes as one object, for the manifest and the browser; a handler imports its own route
 * by name (`import * as depositRoutes`), so its bundle builds only that route's schemas (decision 024). */
export const depositRoutes = {
  requestDeposit,
  takeCounterDeposit,
  refundDeposit,
  startDepositCheckout,
  startBalanceCheckout,
};
