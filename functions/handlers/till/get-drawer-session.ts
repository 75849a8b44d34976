// GET /api/admin/till/drawer-sessions/{sessionId}: a session and its Z report (printable).
import * as tillRoutes from '../../../shared/api/routes/till';
import { createHandler } from '../../http/create-handler';
import { loadSession } from '../../drawer/drawer';

export const handler = createHandler(tillRoutes.getDrawerSession, async ({ params }) => ({ body: await loadSession(params.sessionId) }));
