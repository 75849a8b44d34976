// GET /api/admin/activity: the admin is using the page (typing, clicking) without calling the API.
// The session guard does the work: 423 when already timed out, otherwise the activity is stored.
import * as adminSecurityRoutes from '../../../shared/api/routes/admin-security';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(adminSecurityRoutes.recordAdminActivity, async () => ({ body: { ok: true } }));
