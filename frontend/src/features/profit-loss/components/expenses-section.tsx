// The expenses staff enter: the form to add one and the list, each with change and delete.
import { useState } from 'react';
import { formatPence } from '../../../../../shared/money';
import { EXPENSE_CATEGORY_LABELS, type Expense } from '../../../../../shared/schemas/reports/expenses';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ScrollRegion } from '../../../components/ui/scroll-region';
import { QueryContent } from '../../../components/ui/query-content';
import { serverMessage } from '../../../lib/server-message';
import { toast } from '../../../lib/toast';
import { useDeleteExpense, useExpenses } from '../api/expenses';
import { ExpenseForm } from './expense-form';

function ExpenseRow({ expense, onEdit }: { expense: Expense; onEdit: () => void }) {
  const remove = useDeleteExpense();
  return (
    <tr>
      <td className="py-2 pr-3 whitespace-nowrap">{expense.date}</td>
      <td className="py-2 pr-3">{EXPENSE_CATEGORY_LABELS[expense.category]}</td>
      <td className="py-2 pr-3">{expense.description}</td>
      <td className="py-2 pr-3 text-right tabular-nums">{formatPence(expense.amountPence)}</td>
      <td className="py-2 pr-3 text-right tabular-nums">{formatPence(expense.vatPence)}</td>
      <td className="py-2 pr-3">{expense.monthly ? `Monthly${expense.endsOn ? ` until ${expense.endsOn}` : ''}` : 'Once'}</td>
      <td className="py-2">
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Change ${expense.description}`}>Change</Button>
          <ConfirmDialog
            trigger={<span aria-label={`Delete ${expense.description}`}>Delete</span>}
            title="Delete this expense?"
            description={`${expense.description} (${formatPence(expense.amountPence)}) will no longer count in profit and loss.`}
            confirmLabel="Delete expense"
            pending={remove.isPending}
            onConfirm={() =>
              remove.mutate(expense.id, {
                onSuccess: () => toast({ title: 'Expense deleted', variant: 'success' }),
                onError: (error) => toast({ title: serverMessage(error), variant: 'destructive' }),
              })
            }
          />
        </div>
      </td>
    </tr>
  );
}

export function ExpensesSection() {
  const expenses = useExpenses();
  const [editing, setEditing] = useState<Expense | null>(null);
  return (
    <section aria-labelledby="expenses-heading" className="grid min-w-0 gap-5 rounded-2xl border border-border bg-surface p-5">
      <h2 id="expenses-heading" className="text-lg font-semibold">Expenses</h2>
      {editing ? <ExpenseForm key={editing.id} editing={editing} onDone={() => setEditing(null)} /> : <ExpenseForm />}
      <QueryContent
        query={expenses}
        loadingLabel="Loading the expenses"
        announceFailure={false}
        size="inline"
        isEmpty={(data) => data.expenses.length === 0}
        empty={<p className="text-sm text-muted">No expenses entered yet.</p>}
      >
        {(data) => (
          <ScrollRegion label="Expenses">
            <table className="w-full min-w-[720px] text-left text-sm">
              <caption className="sr-only">Expenses</caption>
              <thead className="text-xs uppercase tracking-wide text-subtle">
                <tr>
                  <th scope="col" className="py-1 pr-3">Date</th>
                  <th scope="col" className="py-1 pr-3">Category</th>
                  <th scope="col" className="py-1 pr-3">Description</th>
                  <th scope="col" className="py-1 pr-3 text-right">Amount</th>
                  <th scope="col" className="py-1 pr-3 text-right">VAT</th>
                  <th scope="col" className="py-1 pr-3">Repeats</th>
                  <th scope="col" className="py-1"><span className="sr-only">Actions</span></th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {data.expenses.map((e) => (
                  <ExpenseRow key={e.id} expense={e} onEdit={() => setEditing(e)} />
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </QueryContent>
    </section>
  );
}
