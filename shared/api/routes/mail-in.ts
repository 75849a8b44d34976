// Mail-in repair orders (issue 5): the customer's orders and the shop's receive and return.
// The contract is in docs/api/bookings.md.
import { defineRoute, type AnyRoute } from '../define-route';
import {
  CreateMailInOrderRequestSchema,
  MailInOrderDetailSchema,
  MailInOrderListSchema,
  MailInOrderSchema,
  MailInParamsSchema,
  MailInStateQuerySchema,
  ReceiveMailInRequestSchema,
  ReceiveMailInResponseSchema,
  ReturnMailInRequestSchema,
} from '../../schemas/mail-in';

export const createMailInOrder = /* @__PURE__ */ defineRoute({
  name: 'CreateMailInOrder',
  summary: 'Sends a device in for repair by post',
  method: 'POST',
  path: '/api/mail-in-orders',
  auth: 'customer',
  handler: 'mail-in/create-mail-in-order',
  table: 'readwrite',
  publishesEvents: true,
  body: CreateMailInOrderRequestSchema,
  response: MailInOrderDetailSchema,
  successStatus: 201,
});
export const listMyMailInOrders = /* @__PURE__ */ defineRoute({
  name: 'ListMyMailInOrders',
  summary: "The customer's mail-in orders",
  method: 'GET',
  path: '/api/mail-in-orders',
  auth: 'customer',
  handler: 'mail-in/list-my-mail-in-orders',
  table: 'read',
  response: MailInOrderListSchema,
});
export const getMyMailInOrder = /* @__PURE__ */ defineRoute({
  name: 'GetMyMailInOrder',
  summary: "One of the customer's mail-in orders",
  method: 'GET',
  path: '/api/mail-in-orders/{reference}',
  auth: 'customer',
  handler: 'mail-in/get-my-mail-in-order',
  table: 'read',
  params: MailInParamsSchema,
  response: MailInOrderDetailSchema,
});
export const cancelMyMailInOrder = /* @__PURE__ */ defineRoute({
  name: 'CancelMyMailInOrder',
  summary: 'Cancels a mail-in order before the device arrives',
  method: 'POST',
  path: '/api/mail-in-orders/{reference}/cancel',
  auth: 'customer',
  handler: 'mail-in/cancel-my-mail-in-order',
  table: 'readwrite',
  params: MailInParamsSchema,
  response: MailInOrderSchema,
});
export const listMailInOrders = /* @__PURE__ */ defineRoute({
  name: 'ListMailInOrders',
  summary: 'Mail-in orders, by state',
  method: 'GET',
  path: '/api/admin/mail-in-orders',
  auth: 'admin',
  permission: 'jobs.view',
  handler: 'mail-in/list-mail-in-orders',
  table: 'read',
  query: MailInStateQuerySchema,
  response: MailInOrderListSchema,
});
export const getMailInOrder = /* @__PURE__ */ defineRoute({
  name: 'GetMailInOrder',
  summary: 'One mail-in order',
  method: 'GET',
  path: '/api/admin/mail-in-orders/{reference}',
  auth: 'admin',
  permission: 'jobs.view',
  handler: 'mail-in/get-mail-in-order',
  table: 'read',
  params: MailInParamsSchema,
  response: MailInOrderSchema,
});
export const receiveMailInOrder = /* @__PURE__ */ defineRoute({
  name: 'ReceiveMailInOrder',
  summary: "Records a posted device's arrival, opening its repair job",
  method: 'POST',
  path: '/api/admin/mail-in-orders/{reference}/receive',
  auth: 'admin',
  permission: 'jobs.edit',
  handler: 'mail-in/receive-mail-in-order',
  table: 'readwrite',
  publishesEvents: true,
  params: MailInParamsSchema,
  body: ReceiveMailInRequestSchema,
  response: ReceiveMailInResponseSchema,
});
export const returnMailInOrder = /* @__PURE__ */ defineRoute({
  name: 'ReturnMailInOrder',
  summary: 'Records a device posted back to its customer',
  method: 'POST',
  path: '/api/admin/mail-in-orders/{reference}/return',
  auth: 'admin',
  permission: 'jobs.edit',
  handler: 'mail-in/return-mail-in-order',
  table: 'readwrite',
  publishesEvents: true,
  params: MailInParamsSchema,
  body: ReturnMailInRequestSchema,
  response: MailInOrderSchema,
});

/** The area's routes as one object, for the manifest and the browser; a handler imports its own route
 * by name (`import * as mailInRoutes`), so its bundle builds only that route's schemas (decision 024). */
export const mailInRoutes = {
  createMailInOrder,
  listMyMailInOrders,
  getMyMailInOrder,
  cancelMyMailInOrder,
  listMailInOrders,
  getMailInOrder,
  receiveMailInOrder,
  returnMailInOrder,
} satisfies Record<string, AnyRoute>;
