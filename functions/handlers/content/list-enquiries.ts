// GET /api/admin/enquiries: contact-form enquiries, newest first.
import * as contentRoutes from '../../../shared/api/routes/content';
import { listEnquiries } from '../../content/enquiries';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(contentRoutes.listEnquiries, async () => ({ body: { enquiries: await listEnquiries() } }));
