// GET /api/receipts/{code}, the public receipt behind a claim code: a till route (in tillRoutes, served
// by the till's handler) in a file of its own, so the public /loyalty/claim page loads this route's
// schemas and not the till's (decision 210).
import { defineRoute } from '../define-route';
import { PublicReceiptSchema, ReceiptCodeParamsSchema } from '../../schemas/sales/public-receipt';

export const getReceipt = /* @__PURE__ */ defineRoute({
  name: 'GetReceipt',
  summary: "A sale's receipt by its claim code",
  method: 'GET',
  path: '/api/receipts/{code}',
  auth: 'public',
  handler: 'till/get-receipt',
  table: 'read',
  params: ReceiptCodeParamsSchema,
  response: PublicReceiptSchema,
});
