// The expenses behind profit and loss: list, add, change, remove. Each change refreshes the list and
// every profit and loss statement (an expense can fall in any period).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { reportRoutes } from '../../../../../shared/api/routes/reports';
import type { ExpenseInput } from '../../../../../shared/schemas/reports/expenses';
import { apiCall } from '../../../lib/api-client';

export const expensesQueryOptions = () =>
  queryOptions({ queryKey: [reportRoutes.listExpenses.path], queryFn: ({ signal }) => apiCall(reportRoutes.listExpenses, { signal }) });

export const useExpenses = () => useQuery(expensesQueryOptions());

function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: expensesQueryOptions().queryKey });
    void queryClient.invalidateQueries({ queryKey: [reportRoutes.getProfitLoss.path] });
  };
}

export function useSaveExpense() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: ExpenseInput }) =>
      id ? apiCall(reportRoutes.updateExpense, { params: { id }, body }) : apiCall(reportRoutes.createExpense, { body }),
    retry: false,
    onSuccess: refresh,
  });
}

export function useDeleteExpense() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: string) => apiCall(reportRoutes.deleteExpense, { params: { id } }), retry: false, onSuccess: refresh });
}
