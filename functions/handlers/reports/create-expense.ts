// POST /api/admin/expenses: a new expense (audited as an admin write).
import { ulid } from 'ulid';
import * as reportRoutes from '../../../shared/api/routes/reports';
import type { Expense } from '../../../shared/schemas/reports/expenses';
import { putExpense } from '../../data/expenses';
import { createHandler } from '../../http/create-handler';
import { ConflictError } from '../../lib/http-errors';

export const handler = createHandler(reportRoutes.createExpense, async ({ body, now }) => {
  const at = now.toISOString();
  const expense: Expense = { id: ulid(now.getTime()), ...body, endsOn: body.monthly ? (body.endsOn ?? null) : null, createdAt: at, updatedAt: at, version: 1 };
  if (!(await putExpense(expense, null))) throw new ConflictError('That expense was saved already.');
  return { body: expense };
});
