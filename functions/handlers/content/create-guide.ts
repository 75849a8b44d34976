// POST /api/admin/guides: a new guide; its slug must be free (409).
import * as contentRoutes from '../../../shared/api/routes/content';
import { createGuide } from '../../content/guides';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(contentRoutes.createGuide, async ({ body, now }) => ({ body: await createGuide(body, now) }));
