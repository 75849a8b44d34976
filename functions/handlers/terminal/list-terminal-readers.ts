// GET /api/admin/till/readers: the card readers registered for the till (one Query).
import * as terminalRoutes from '../../../shared/api/routes/terminal';
import { createHandler } from '../../http/create-handler';
import { listReaders } from '../../sales/terminal-payments';

export const handler = createHandler(terminalRoutes.listTerminalReaders, async () => ({ body: { readers: await listReaders() } }));
