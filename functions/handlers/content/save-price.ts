// PUT /api/admin/prices: adds or replaces the price row of one service and model.
import * as contentRoutes from '../../../shared/api/routes/content';
import { savePrice } from '../../content/services';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(contentRoutes.savePrice, async ({ body, now }) => ({ body: await savePrice(body, now) }));
