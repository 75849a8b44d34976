// GET /api/admin/sales/days/{day}: a London day's takings per method, from the day's rollup (one read).
import * as tillRoutes from '../../../shared/api/routes/till';
import { getDayTotals } from '../../data/invoices';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(tillRoutes.getSalesDay, async ({ params }) => ({ body: await getDayTotals(params.day) }));
