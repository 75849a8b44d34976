// DELETE /api/admin/expenses/{id}: removes an expense (audited as an admin write).
import * as reportRoutes from '../../../shared/api/routes/reports';
import { deleteExpense } from '../../data/expenses';
import { createHandler } from '../../http/create-handler';
import { NotFoundError } from '../../lib/http-errors';

export const handler = createHandler(reportRoutes.deleteExpense, async ({ params }) => {
  if (!(await deleteExpense(params.id))) throw new NotFoundError('Expense not found');
  return { body: { ok: true } };
});
