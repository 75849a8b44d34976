// POST /api/admin/mail-in-orders/{reference}/return: the device is posted back with a tracking reference.
import * as mailInRoutes from '../../../shared/api/routes/mail-in';
import { createHandler } from '../../http/create-handler';
import { siteOriginOf } from '../../lib/site-origin';
import { returnMailInOrder } from '../../mail-in/return-order';

export const handler = createHandler(mailInRoutes.returnMailInOrder, async ({ params, body, now, event }) => ({
  body: await returnMailInOrder(params.reference, body.trackingReference, { now, siteOrigin: siteOriginOf(event) }),
}));
