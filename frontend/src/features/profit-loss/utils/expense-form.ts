// The expense form's text fields turned into the API's input, with the messages a person reads.
import { londonDay } from '../../../../../shared/dates';
import type { Expense, ExpenseCategory, ExpenseInput } from '../../../../../shared/schemas/reports/expenses';

export interface ExpenseDraft {
  category: ExpenseCategory;
  description: string;
  amount: string;
  vat: string;
  date: string;
  monthly: boolean;
  endsOn: string;
}

export const emptyDraft = (now = new Date()): ExpenseDraft => ({ category: 'rent', description: '', amount: '', vat: '0.00', date: londonDay(now), monthly: false, endsOn: '' });

const pounds = (pence: number) => (pence / 100).toFixed(2);

export const draftOf = (e: Expense): ExpenseDraft => ({
  category: e.category,
  description: e.description,
  amount: pounds(e.amountPence),
  vat: pounds(e.vatPence),
  date: e.date,
  monthly: e.monthly,
  endsOn: e.endsOn ?? '',
});

/** "1,250.00", "£89.99", "89" -> pence; null when it is not an amount of pounds. */
export function poundsToPence(text: string): number | null {
  const amount = text.trim().replace(/^£\s*/, '');
  if (!/^(\d+|\d{1,3}(,\d{3})+)(\.\d{1,2})?$/.test(amount)) return null;
  const [whole = '0', fraction = ''] = amount.replace(/,/g, '').split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export type DraftErrors = Partial<Record<keyof ExpenseDraft, string>>;

export function readDraft(d: ExpenseDraft): { input: ExpenseInput } | { errors: DraftErrors } {
  const errors: DraftErrors = {};
  const amountPence = poundsToPence(d.amount);
  const vatPence = poundsToPence(d.vat || '0');
  if (!d.description.trim()) errors.description = 'Description is required';
  if (amountPence === null || amountPence < 1) errors.amount = 'Enter the amount paid in pounds, such as 950.00';
  if (vatPence === null) errors.vat = 'Enter the VAT in pounds, such as 158.33 (0 if none)';
  else if (amountPence !== null && vatPence > amountPence) errors.vat = 'VAT cannot be more than the amount';
  if (!d.date) errors.date = 'Choose the date';
  if (d.monthly && d.endsOn && d.endsOn < d.date) errors.endsOn = 'The end day must not be before the date';
  if (Object.keys(errors).length > 0) return { errors };
  return {
    input: { category: d.category, description: d.description.trim(), amountPence: amountPence!, vatPence: vatPence!, date: d.date, monthly: d.monthly, endsOn: d.monthly && d.endsOn ? d.endsOn : null },
  };
}
