// GET /api/admin/tacs: the TAC table staff keep (make and model by an IMEI's first 8 digits).
import * as contentRoutes from '../../../shared/api/routes/content';
import { listTacs } from '../../content/imei-lookup';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(contentRoutes.listTacs, async () => ({ body: { tacs: await listTacs() } }));
