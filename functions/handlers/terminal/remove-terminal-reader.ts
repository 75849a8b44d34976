// DELETE /api/admin/settings/readers/{readerId}: takes a card reader off the till's list.
import * as terminalRoutes from '../../../shared/api/routes/terminal';
import { createHandler } from '../../http/create-handler';
import { removeReader } from '../../sales/terminal-payments';

export const handler = createHandler(terminalRoutes.removeTerminalReader, async ({ params }) => ({ body: { readers: await removeReader(params.readerId) } }));
