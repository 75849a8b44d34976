// PUT /api/admin/tacs/{tac} {make, model}: adds or corrects one TAC.
import * as contentRoutes from '../../../shared/api/routes/content';
import { saveTac } from '../../content/imei-lookup';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(contentRoutes.saveTac, async ({ params, body, now }) => ({ body: await saveTac(params.tac, body, now) }));
