// GET /api/admin/sales?from&to&method&staff&customer: invoices of till sales and online orders, with refunds.
import * as tillRoutes from '../../../shared/api/routes/till';
import { createHandler } from '../../http/create-handler';
import { listSales } from '../../sales/list-sales';

export const handler = createHandler(tillRoutes.listSales, async ({ query }) => ({ body: await listSales(query) }));
