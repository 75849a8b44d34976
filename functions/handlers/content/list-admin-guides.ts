// GET /api/admin/guides: every guide, drafts too, most recently changed first.
import * as contentRoutes from '../../../shared/api/routes/content';
import { adminGuides } from '../../content/guides';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(contentRoutes.listAdminGuides, async () => ({ body: { guides: await adminGuides() } }));
