// POST /api/track/{qrCode}/balance-checkout: the payment page for the repair's balance (decision 290).
import * as depositRoutes from '../../../shared/api/routes/deposits';
import { createHandler } from '../../http/create-handler';
import { BadRequestError } from '../../lib/http-errors';
import { siteOriginOf } from '../../lib/site-origin';
import { startBalanceCheckout } from '../../repairs/balance-payments';

export const handler = createHandler(depositRoutes.startBalanceCheckout, async ({ params, event, now }) => {
  const origin = siteOriginOf(event);
  if (!origin) throw new BadRequestError('Unknown site origin');
  return { body: await startBalanceCheckout(params.qrCode, origin, now) };
});
