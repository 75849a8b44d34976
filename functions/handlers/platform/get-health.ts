import * as platformRoutes from '../../../shared/api/routes/platform';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(platformRoutes.getHealth, async ({ now }) => ({
  body: { ok: true, time: now.toISOString() },
}));
