// GET /api/admin/check[?pingId=&pingAt=]: the health of the system for /admin/check (decision 195).
import * as settingsRoutes from '../../../shared/api/routes/settings';
import { createHandler } from '../../http/create-handler';
import { systemHealth } from '../../settings/system-health';

export const handler = createHandler(settingsRoutes.getSystemHealth, async ({ query, now }) => ({
  body: await systemHealth(now, query.pingId && query.pingAt ? { pingId: query.pingId, pingAt: query.pingAt } : undefined),
}));
