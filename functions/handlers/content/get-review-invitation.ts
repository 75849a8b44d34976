// GET /api/review-invitations/{token}: the first name and device a review link is for (404 for an unknown link).
import * as contentRoutes from '../../../shared/api/routes/content';
import { invitationView } from '../../content/reviews';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(contentRoutes.getReviewInvitation, async ({ params }) => ({ body: await invitationView(params.token) }));
