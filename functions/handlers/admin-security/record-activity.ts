// GET /api/admin/activity: the admin is using the page (typing, clicking) without calling the API.
// The session guard does the work: 423 when already timed out, otherwise the activity is stored.
import { routes } from '../../../shared/api/manifest';
import { createHandler } from '../../lib/create-handler';

export const handler = createHandler(routes.recordAdminActivity, async () => ({ body: { ok: true } }));
