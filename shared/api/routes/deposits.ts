// Deposits on repair jobs (issue 18, decision 147). The contract is in docs/api/deposits.md.
import { defineRoute } from '../define-route';
import { AdminJobSchema, JobParamsSchema } from '../../schemas/repairs/job';
import { CounterDepositSchema, DepositCheckoutSchema, DepositRefundSchema, DepositRequestSchema } from '../../schemas/repairs/deposit';

export const depositRoutes = {
  requestDeposit: defineRoute({
    name: 'RequestDeposit',
    method: 'POST',
    path: '/api/admin/jobs/{qrCode}/deposit-request',
    auth: 'admin',
    handler: 'deposits/request-deposit',
    table: 'readwrite',
    params: JobParamsSchema,
    body: DepositRequestSchema,
    response: AdminJobSchema,
  }),
  takeCounterDeposit: defineRoute({
    name: 'TakeCounterDeposit',
    method: 'POST',
    path: '/api/admin/jobs/{qrCode}/deposits',
    auth: 'admin',
    handler: 'deposits/take-counter-deposit',
    table: 'readwrite',
    params: JobParamsSchema,
    body: CounterDepositSchema,
    response: AdminJobSchema,
  }),
  refundDeposit: defineRoute({
    name: 'RefundDeposit',
    method: 'POST',
    path: '/api/admin/jobs/{qrCode}/deposit-refund',
    auth: 'admin',
    handler: 'deposits/refund-deposit',
    table: 'readwrite',
    // An online deposit's refund is asked of the provider on the bus (decision 134).
    publishesEvents: true,
    params: JobParamsSchema,
    body: DepositRefundSchema,
    response: AdminJobSchema,
  }),
  /** From the tracking page the emailed link opens: the provider's hosted page for the deposit. */
  startDepositCheckout: defineRoute({
    name: 'StartDepositCheckout',
    method: 'POST',
    path: '/api/track/{qrCode}/deposit-checkout',
    auth: 'public',
    handler: 'deposits/start-deposit-checkout',
    table: 'readwrite',
    // Opens the provider's hosted page: reads the payment secrets (decision 135).
    usesPayments: true,
    params: JobParamsSchema,
    response: DepositCheckoutSchema,
  }),
};
