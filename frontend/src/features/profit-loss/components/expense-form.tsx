// Adds an expense or changes one: category, description, amount paid and its VAT, the date, and
// whether it recurs every month (until an optional end day).
import { useState, type FormEvent } from 'react';
import { EXPENSE_CATEGORIES, EXPENSE_CATEGORY_LABELS, type Expense, type ExpenseCategory } from '../../../../../shared/schemas/reports/expenses';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { inputClasses, labelClasses } from '../../../components/form/field-classes';
import { Notice } from '../../../components/form/notice';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { serverMessage } from '../../../lib/server-message';
import { toast } from '../../../lib/toast';
import { useSaveExpense } from '../api/expenses';
import { draftOf, emptyDraft, readDraft, type DraftErrors, type ExpenseDraft } from '../utils/expense-form';

export function ExpenseForm({ editing, onDone }: { editing?: Expense; onDone?: () => void }) {
  const [draft, setDraft] = useState<ExpenseDraft>(() => (editing ? draftOf(editing) : emptyDraft()));
  const [errors, setErrors] = useState<DraftErrors>({});
  const save = useSaveExpense();
  const set = <K extends keyof ExpenseDraft>(key: K, value: ExpenseDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const prefix = editing ? `edit-${editing.id}` : 'new-expense';

  function submit(event: FormEvent) {
    event.preventDefault();
    const read = readDraft(draft);
    if ('errors' in read) {
      setErrors(read.errors);
      return;
    }
    setErrors({});
    save.mutate(
      { id: editing?.id, body: read.input },
      {
        onSuccess: () => {
          toast({ title: editing ? 'Expense saved' : 'Expense added', variant: 'success' });
          if (!editing) setDraft(emptyDraft());
          onDone?.();
        },
      },
    );
  }

  return (
    <form onSubmit={submit} aria-label={editing ? `Change expense ${editing.description}` : 'Add an expense'} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" noValidate>
      <div className="grid gap-1.5">
        <label htmlFor={`${prefix}-category`} className={labelClasses}>Category</label>
        <select id={`${prefix}-category`} value={draft.category} onChange={(e) => set('category', e.target.value as ExpenseCategory)} className={inputClasses(false)}>
          {EXPENSE_CATEGORIES.map((c) => (
            <option key={c} value={c}>{EXPENSE_CATEGORY_LABELS[c]}</option>
          ))}
        </select>
      </div>
      <TextField label="Description" name="description" value={draft.description} maxLength={120} onChange={(e) => set('description', e.target.value)} error={errors.description} />
      <TextField label="Date" name="date" type="date" value={draft.date} onChange={(e) => set('date', e.target.value)} error={errors.date} />
      <TextField label="Amount paid (£, VAT included)" name="amount" inputMode="decimal" value={draft.amount} onChange={(e) => set('amount', e.target.value)} error={errors.amount} />
      <TextField label="VAT on it (£)" name="vat" inputMode="decimal" value={draft.vat} onChange={(e) => set('vat', e.target.value)} error={errors.vat} />
      <div className="grid content-end gap-3">
        <CheckboxField name="monthly" checked={draft.monthly} onChange={(v) => set('monthly', v)} label="Every month on this day" />
      </div>
      {draft.monthly ? (
        <TextField label="Last day it applies" name="endsOn" type="date" optional value={draft.endsOn} onChange={(e) => set('endsOn', e.target.value)} error={errors.endsOn} hint="Leave empty while it continues." />
      ) : null}
      {save.isError ? (
        <div className="sm:col-span-2 lg:col-span-3">
          <Notice tone="error">{serverMessage(save.error)}</Notice>
        </div>
      ) : null}
      <div className="flex gap-3 sm:col-span-2 lg:col-span-3">
        <Button type="submit" disabled={save.isPending}>{editing ? 'Save expense' : 'Add expense'}</Button>
        {editing ? (
          <Button variant="ghost" onClick={onDone}>Cancel</Button>
        ) : null}
      </div>
    </form>
  );
}
