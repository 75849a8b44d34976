// POST /api/track/{qrCode}/deposit-checkout: the payment page for the job's deposit (decision 147).
import * as depositRoutes from '../../../shared/api/routes/deposits';
import { createHandler } from '../../http/create-handler';
import { BadRequestError } from '../../lib/http-errors';
import { siteOriginOf } from '../../lib/site-origin';
import { startDepositCheckout } from '../../repairs/deposits';

export const handler = createHandler(depositRoutes.startDepositCheckout, async ({ params, event, now }) => {
  // The payment page returns the customer here; without a known origin there is nowhere to return to.
  const origin = siteOriginOf(event);
  if (!origin) throw new BadRequestError('Unknown site origin');
  return { body: await startDepositCheckout(params.qrCode, origin, now) };
});
