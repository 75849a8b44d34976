// GET /api/reviews: published reviews newest first, with the count and average of all published ones.
import * as contentRoutes from '../../../shared/api/routes/content';
import { publicReviews } from '../../content/reviews';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(contentRoutes.listReviews, async () => ({ body: await publicReviews() }));
