// PUT /api/admin/reviews/{id} {status, reply?}: publish or hide a review, and set or clear the shop's public reply.
import * as contentRoutes from '../../../shared/api/routes/content';
import { moderateReview } from '../../content/reviews';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(contentRoutes.moderateReview, async ({ params, body, now }) => ({ body: await moderateReview(params.id, body, now) }));
