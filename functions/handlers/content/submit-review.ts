// POST /api/reviews {token, stars, text}: the one review of a collected job, from its emailed link; it waits for staff to publish it.
import * as contentRoutes from '../../../shared/api/routes/content';
import { submitReview } from '../../content/reviews';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(contentRoutes.submitReview, async ({ body, now }) => {
  await submitReview(body, now);
  return { body: { ok: true } };
});
