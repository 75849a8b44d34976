// POST /api/admin/services: a new service; its slug must be free (409).
import * as contentRoutes from '../../../shared/api/routes/content';
import { createService } from '../../content/services';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(contentRoutes.createService, async ({ body, now }) => ({ body: await createService(body, now) }));
