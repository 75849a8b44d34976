// POST /api/admin/till/terminal-payments/{paymentKey}/cancel: stops the payment on its reader, or
// refunds a succeeded one no sale used (the till took another tender).
import * as terminalRoutes from '../../../shared/api/routes/terminal';
import { createHandler } from '../../http/create-handler';
import { cancelTerminalPayment } from '../../sales/terminal-payments';

export const handler = createHandler(terminalRoutes.cancelTerminalPayment, async ({ params, now }) => ({ body: await cancelTerminalPayment(params.paymentKey, now) }));
