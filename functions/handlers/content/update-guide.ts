// PUT /api/admin/guides/{id}: replaces a guide, possibly under a new (free) slug.
import * as contentRoutes from '../../../shared/api/routes/content';
import { updateGuide } from '../../content/guides';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(contentRoutes.updateGuide, async ({ params, body, now }) => ({ body: await updateGuide(params.id, body, now) }));
