// GET /api/admin/expenses: every expense, newest first.
import * as reportRoutes from '../../../shared/api/routes/reports';
import { listExpenses } from '../../data/expenses';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(reportRoutes.listExpenses, async () => ({ body: { expenses: await listExpenses() } }));
