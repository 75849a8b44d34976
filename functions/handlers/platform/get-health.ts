import { routes } from '../../../shared/api/manifest';
import { createHandler } from '../../lib/create-handler';

export const handler = createHandler(routes.getHealth, async ({ now }) => ({
  body: { ok: true, time: now.toISOString() },
}));
