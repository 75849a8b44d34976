// POST /api/admin/enquiries/{id}/reply {reply}: records the answer and emails it to the person who asked.
import * as contentRoutes from '../../../shared/api/routes/content';
import { answerEnquiry } from '../../content/enquiries';
import { createHandler } from '../../http/create-handler';
import { actorOf } from '../../repairs/actors';

export const handler = createHandler(contentRoutes.answerEnquiry, async ({ params, body, session, now }) => ({
  body: await answerEnquiry(params.id, body.reply, (await actorOf(session)).name, now),
}));
