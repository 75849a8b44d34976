// POST /api/admin/mail-in-orders/{reference}/receive: the device arrived; a job is opened.
import * as mailInRoutes from '../../../shared/api/routes/mail-in';
import { createHandler } from '../../http/create-handler';
import { siteOriginOf } from '../../lib/site-origin';
import { receiveMailInOrder } from '../../mail-in/receive-order';

export const handler = createHandler(mailInRoutes.receiveMailInOrder, async ({ params, body, session, now, event }) => ({
  body: await receiveMailInOrder(params.reference, body, { session: session, now, siteOrigin: siteOriginOf(event) }),
}));
