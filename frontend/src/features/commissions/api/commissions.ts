// The commission rules and the report per period (decision 262).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { reportRoutes } from '../../../../../shared/api/routes/reports';
import { workshopRoutes } from '../../../../../shared/api/routes/workshop';
import type { SaveCommissionRulesRequest } from '../../../../../shared/schemas/reports/commissions';
import { apiCall } from '../../../lib/api-client';

export const commissionRulesQueryOptions = () =>
  queryOptions({
    queryKey: [reportRoutes.getCommissionRules.path],
    queryFn: ({ signal }) => apiCall(reportRoutes.getCommissionRules, { signal }),
  });

export const useCommissionRules = () => useQuery(commissionRulesQueryOptions());

export const commissionReportQueryOptions = (range: { from: string; to: string }) =>
  queryOptions({
    queryKey: [reportRoutes.getCommissionReport.path, range],
    queryFn: ({ signal }) => apiCall(reportRoutes.getCommissionReport, { query: range, signal }),
  });

export const useCommissionReport = (range: { from: string; to: string }) => useQuery(commissionReportQueryOptions(range));

export function useSaveCommissionRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveCommissionRulesRequest) => apiCall(reportRoutes.saveCommissionRules, { body }),
    retry: false,
    onSuccess: (rules) => {
      queryClient.setQueryData(commissionRulesQueryOptions().queryKey, rules);
      void queryClient.invalidateQueries({ queryKey: [reportRoutes.getCommissionReport.path] });
    },
  });
}

/** The active members of staff, for a rate of their own (the same list the job sheet assigns from). */
export const useStaffToChoose = () =>
  useQuery({
    queryKey: [workshopRoutes.listAssignees.path],
    queryFn: ({ signal }) => apiCall(workshopRoutes.listAssignees, { signal }),
  });
