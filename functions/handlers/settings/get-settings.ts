// GET /api/admin/settings: every section of the shop's settings, defaults filled in.
import * as settingsRoutes from '../../../shared/api/routes/settings';
import { readShopSettings } from '../../data/shop-settings';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(settingsRoutes.getSettings, async () => ({ body: await readShopSettings() }));
