// GET /api/admin/reviews: every review, newest first, with the published count and average.
import * as contentRoutes from '../../../shared/api/routes/content';
import { adminReviews } from '../../content/reviews';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(contentRoutes.listAdminReviews, async () => ({ body: await adminReviews() }));
