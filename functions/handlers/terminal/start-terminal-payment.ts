// POST /api/admin/till/terminal-payments: a sale's card part sent to a reader, recorded under the
// attempt's key before the provider is asked (decision 281); a repeat answers the same payment.
import * as terminalRoutes from '../../../shared/api/routes/terminal';
import { createHandler } from '../../http/create-handler';
import { staffOf } from '../../sales/staff';
import { startTerminalPayment } from '../../sales/terminal-payments';

export const handler = createHandler(terminalRoutes.startTerminalPayment, async ({ body, session, now }) => ({ body: await startTerminalPayment(body, await staffOf(session), now) }));
