// GET /api/admin/till/terminal-payments/{paymentKey}: where a card payment on a reader stands (the till polls it).
import * as terminalRoutes from '../../../shared/api/routes/terminal';
import { createHandler } from '../../http/create-handler';
import { readTerminalPayment } from '../../sales/terminal-payments';

export const handler = createHandler(terminalRoutes.getTerminalPayment, async ({ params }) => ({ body: await readTerminalPayment(params.paymentKey) }));
