// PUT /api/admin/services/{id}: replaces a service's details (retired: true takes it off the public pages).
import * as contentRoutes from '../../../shared/api/routes/content';
import { updateService } from '../../content/services';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(contentRoutes.updateService, async ({ params, body, now }) => ({ body: await updateService(params.id, body, now) }));
