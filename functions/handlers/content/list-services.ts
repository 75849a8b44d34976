// GET /api/services: the current services by name, each with its lowest price.
import * as contentRoutes from '../../../shared/api/routes/content';
import { listServices } from '../../content/services';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(contentRoutes.listServices, async () => ({ body: { services: await listServices(false) } }));
