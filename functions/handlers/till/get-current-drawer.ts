// GET /api/admin/till/drawer: the open drawer session with its moves and running Z figures, or null.
import * as tillRoutes from '../../../shared/api/routes/till';
import { createHandler } from '../../http/create-handler';
import { currentSession } from '../../drawer/drawer';

export const handler = createHandler(tillRoutes.getCurrentDrawer, async () => ({ body: { session: await currentSession() } }));
