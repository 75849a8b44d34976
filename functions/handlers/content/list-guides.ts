// GET /api/guides: published guides, newest first, without their bodies.
import * as contentRoutes from '../../../shared/api/routes/content';
import { publishedGuideSummaries } from '../../content/guides';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(contentRoutes.listGuides, async () => ({ body: { guides: await publishedGuideSummaries() } }));
