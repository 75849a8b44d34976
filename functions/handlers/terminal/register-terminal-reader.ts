// POST /api/admin/settings/readers: registers a card reader (label, location): Stripe's reader by its
// id in the cloud, a new simulated reader locally (decision 282).
import * as terminalRoutes from '../../../shared/api/routes/terminal';
import { createHandler } from '../../http/create-handler';
import { registerReader } from '../../sales/terminal-payments';

export const handler = createHandler(terminalRoutes.registerTerminalReader, async ({ body, now }) => ({ body: await registerReader(body, now) }));
