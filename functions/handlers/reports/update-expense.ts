// PUT /api/admin/expenses/{id}: changes an expense (audited as an admin write).
import * as reportRoutes from '../../../shared/api/routes/reports';
import type { Expense } from '../../../shared/schemas/reports/expenses';
import { getExpense, putExpense } from '../../data/expenses';
import { createHandler } from '../../http/create-handler';
import { ConflictError, NotFoundError } from '../../lib/http-errors';

export const handler = createHandler(reportRoutes.updateExpense, async ({ params, body, now }) => {
  const current = await getExpense(params.id);
  if (!current) throw new NotFoundError('Expense not found');
  const next: Expense = { ...current, ...body, endsOn: body.monthly ? (body.endsOn ?? null) : null, updatedAt: now.toISOString(), version: current.version + 1 };
  if (!(await putExpense(next, current.version))) throw new ConflictError('The expense was changed by someone else. Reload and try again.');
  return { body: next };
});
