// GET /api/admin/stock-book: the margin scheme stock book of a period, from its entries (decision 355).
import * as reportRoutes from '../../../shared/api/routes/reports';
import { readStockBook } from '../../data/stock-book';
import { createHandler } from '../../http/create-handler';
import { stockBook } from '../../reports/stock-book';

export const handler = createHandler(reportRoutes.getStockBook, async ({ query }) => ({ body: stockBook(await readStockBook(query.from, query.to), query.from, query.to) }));
