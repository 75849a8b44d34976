// Card readers at the till (issue 29; decisions 280-282): the readers registered in Settings, and a
// sale's card part sent to one of them, read until the reader's outcome arrives, or cancelled. The
// reader's outcome reaches us on the payments webhook (shop.ts's handlePaymentWebhook). The contract
// is in docs/api/till.md.
import { defineRoute } from '../define-route';
import {
  ReaderParamsSchema,
  RegisterReaderRequestSchema,
  StartTerminalPaymentRequestSchema,
  TerminalPaymentParamsSchema,
  TerminalPaymentSchema,
  TerminalReaderListSchema,
  TerminalReaderSchema,
  UpdateReaderRequestSchema,
} from '../../schemas/sales/terminal';

export const listTerminalReaders = /* @__PURE__ */ defineRoute({
  name: 'ListTerminalReaders',
  summary: 'The card readers registered for the till',
  method: 'GET',
  path: '/api/admin/till/readers',
  auth: 'admin',
  permission: 'till.sell',
  handler: 'terminal/list-terminal-readers',
  table: 'read',
  response: TerminalReaderListSchema,
});
export const registerTerminalReader = /* @__PURE__ */ defineRoute({
  name: 'RegisterTerminalReader',
  summary: 'Registers a card reader (label, location) for the till',
  method: 'POST',
  path: '/api/admin/settings/readers',
  auth: 'admin',
  permission: 'settings.manage',
  handler: 'terminal/register-terminal-reader',
  table: 'readwrite',
  body: RegisterReaderRequestSchema,
  response: TerminalReaderSchema,
  successStatus: 201,
});
export const updateTerminalReader = /* @__PURE__ */ defineRoute({
  name: 'UpdateTerminalReader',
  summary: "Changes a card reader's label or location",
  method: 'PUT',
  path: '/api/admin/settings/readers/{readerId}',
  auth: 'admin',
  permission: 'settings.manage',
  handler: 'terminal/update-terminal-reader',
  table: 'readwrite',
  params: ReaderParamsSchema,
  body: UpdateReaderRequestSchema,
  response: TerminalReaderSchema,
});
export const removeTerminalReader = /* @__PURE__ */ defineRoute({
  name: 'RemoveTerminalReader',
  summary: "Takes a card reader off the till's list (its payments keep their record)",
  method: 'DELETE',
  path: '/api/admin/settings/readers/{readerId}',
  auth: 'admin',
  permission: 'settings.manage',
  handler: 'terminal/remove-terminal-reader',
  table: 'readwrite',
  params: ReaderParamsSchema,
  response: TerminalReaderListSchema,
});
export const startTerminalPayment = /* @__PURE__ */ defineRoute({
  name: 'StartTerminalPayment',
  summary: "Sends a sale's card part to a card reader; idempotent per payment key",
  method: 'POST',
  path: '/api/admin/till/terminal-payments',
  auth: 'admin',
  permission: 'till.sell',
  handler: 'terminal/start-terminal-payment',
  table: 'readwrite',
  body: StartTerminalPaymentRequestSchema,
  response: TerminalPaymentSchema,
});
export const getTerminalPayment = /* @__PURE__ */ defineRoute({
  name: 'GetTerminalPayment',
  summary: 'Where a card payment on a reader stands',
  method: 'GET',
  path: '/api/admin/till/terminal-payments/{paymentKey}',
  auth: 'admin',
  permission: 'till.sell',
  handler: 'terminal/get-terminal-payment',
  table: 'read',
  params: TerminalPaymentParamsSchema,
  response: TerminalPaymentSchema,
});
export const cancelTerminalPayment = /* @__PURE__ */ defineRoute({
  name: 'CancelTerminalPayment',
  summary: 'Stops a card payment on its reader, or refunds one no sale used',
  method: 'POST',
  path: '/api/admin/till/terminal-payments/{paymentKey}/cancel',
  auth: 'admin',
  permission: 'till.sell',
  handler: 'terminal/cancel-terminal-payment',
  table: 'readwrite',
  publishesEvents: true,
  params: TerminalPaymentParamsSchema,
  response: TerminalPaymentSchema,
});
