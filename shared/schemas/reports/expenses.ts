// Expenses staff enter for profit and loss: rent, wages, utilities, marketing, other. A monthly one
// recurs on the same day of each month from its date until its end day (decision 186).
import * as z from 'zod/mini';
import { DaySchema } from '../sales/fields';
import { MAX_PENCE, textSchema } from '../repairs/fields';

export const EXPENSE_CATEGORIES = ['rent', 'wages', 'utilities', 'marketing', 'other'] as const;
export const ExpenseCategorySchema = z.enum(EXPENSE_CATEGORIES, 'Category must be rent, wages, utilities, marketing or other');
export type ExpenseCategory = z.infer<typeof ExpenseCategorySchema>;

export const EXPENSE_CATEGORY_LABELS: Record<ExpenseCategory, string> = {
  rent: 'Rent',
  wages: 'Wages',
  utilities: 'Utilities',
  marketing: 'Marketing',
  other: 'Other',
};

const amountSchema = z
  .number('Amount must be a number of pence')
  .check(z.int('Amount must be a whole number of pence'), z.minimum(1, 'Amount must be at least £0.01'), z.maximum(MAX_PENCE * 10, 'Amount must be at most £100,000.00'));

const vatSchema = z
  .number('VAT must be a number of pence')
  .check(z.int('VAT must be a whole number of pence'), z.minimum(0, 'VAT cannot be negative'), z.maximum(MAX_PENCE * 10, 'VAT must be at most £100,000.00'));

/** What staff enter: the amount paid (VAT included) and the VAT on it (0 for wages). */
export const ExpenseInputSchema = z
  .object({
    category: ExpenseCategorySchema,
    description: textSchema('Description', 120),
    amountPence: amountSchema,
    vatPence: vatSchema,
    date: DaySchema,
    monthly: z.boolean('Monthly must be true or false'),
    endsOn: z.optional(z.nullable(DaySchema)),
  })
  .check(
    z.refine((e) => e.vatPence <= e.amountPence, { message: 'VAT cannot be more than the amount', path: ['vatPence'] }),
    z.refine((e) => !e.endsOn || e.endsOn >= e.date, { message: 'The end day must not be before the date', path: ['endsOn'] }),
  );
export type ExpenseInput = z.infer<typeof ExpenseInputSchema>;

export const ExpenseSchema = z.object({
  id: z.string(),
  category: ExpenseCategorySchema,
  description: z.string(),
  amountPence: z.number(),
  vatPence: z.number(),
  date: z.string(),
  monthly: z.boolean(),
  endsOn: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number(),
});
export type Expense = z.infer<typeof ExpenseSchema>;

export const ExpenseListSchema = z.object({ expenses: z.array(ExpenseSchema) });
export const ExpenseIdParamsSchema = z.object({ id: z.string().check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'That is not an expense id')) });
