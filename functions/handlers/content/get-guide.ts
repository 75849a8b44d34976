// GET /api/guides/{id}: a published guide with its body rendered to safe HTML (404 for drafts).
import * as contentRoutes from '../../../shared/api/routes/content';
import { publicGuide } from '../../content/public-guide';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(contentRoutes.getGuide, async ({ params }) => ({ body: await publicGuide(params.id) }));
