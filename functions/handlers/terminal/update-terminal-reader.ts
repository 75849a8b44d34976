// PUT /api/admin/settings/readers/{readerId}: renames or moves a registered card reader.
import * as terminalRoutes from '../../../shared/api/routes/terminal';
import { createHandler } from '../../http/create-handler';
import { updateReader } from '../../sales/terminal-payments';

export const handler = createHandler(terminalRoutes.updateTerminalReader, async ({ params, body }) => ({ body: await updateReader(params.readerId, body) }));
