// GET /api/admin/services: every service, retired ones too.
import * as contentRoutes from '../../../shared/api/routes/content';
import { listServices } from '../../content/services';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(contentRoutes.listAdminServices, async () => ({ body: { services: await listServices(true) } }));
