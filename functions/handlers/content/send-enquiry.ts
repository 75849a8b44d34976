// POST /api/enquiries: the contact form; an enquiry for the admin list and an email to the shop. Throttled, spam-checked.
import * as contentRoutes from '../../../shared/api/routes/content';
import { sendEnquiry } from '../../content/enquiries';
import { createHandler } from '../../http/create-handler';
import { siteOriginOf } from '../../lib/site-origin';

export const handler = createHandler(contentRoutes.sendEnquiry, async ({ body, clientIp, now, event }) => ({
  body: await sendEnquiry(body, { clientIp, now, siteOrigin: siteOriginOf(event) }),
}));
