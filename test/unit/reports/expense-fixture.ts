// An expense for the reports' tests: £1,200 rent with £200 VAT on 31 January 2026 unless told otherwise.
import type { Expense } from '../../../shared/schemas/reports/expenses';

export const expense = (over: Partial<Expense>): Expense => ({
  id: '01JABCDEFGHJKMNPQRSTVWXYZ0',
  category: 'rent',
  description: 'Shop rent',
  amountPence: 120_000,
  vatPence: 20_000,
  date: '2026-01-31',
  monthly: false,
  endsOn: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 1,
  ...over,
});
