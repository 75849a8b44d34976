// GET /api/services/{id}: a current service and its current prices by model (404 otherwise).
import * as contentRoutes from '../../../shared/api/routes/content';
import { serviceDetail } from '../../content/services';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(contentRoutes.getService, async ({ params }) => ({ body: await serviceDetail(params.id) }));
