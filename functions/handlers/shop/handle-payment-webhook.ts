// POST /api/payments/webhook: the payment provider's signed events (Stripe, or the local payment
// page). Not built with createHandler: the signature covers the raw body, and the caller is the
// provider, so there is no session, CSRF header or JSON schema to apply; errors map as everywhere.
import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import * as shopRoutes from '../../../shared/api/routes/shop';
import { jsonResponse } from '../../lib/http-response';
import { logger } from '../../lib/logger';
import { errorMapper } from '../../http/middleware/error-mapper';
import { handleWebhook } from '../../payments/handle-webhook';
import { verifyPaymentWebhook } from '../../payments/verify-webhook';
// Each payment purpose registers its handler when imported: shop orders, repair deposits and balances, the till's card readers and gift cards bought online here.
import '../../shop/order-payments';
import '../../repairs/deposit-payments';
import '../../repairs/balance-purpose';
import '../../sales/terminal-events';
import '../../gift-cards/online-purpose';

export const handler = middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, Context>()
  .use(injectLambdaContext(logger, { resetKeys: true }))
  .use(errorMapper())
  .handler(async (event) => {
    const raw = event.body ? (event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body) : '';
    const result = await handleWebhook(verifyPaymentWebhook, raw, event.headers?.['stripe-signature'], new Date());
    return jsonResponse(200, shopRoutes.handlePaymentWebhook.response.parse({ received: true, result }));
  });
