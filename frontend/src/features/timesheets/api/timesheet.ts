// GET /api/admin/timesheets?week= and a manager's correction of a shift (decision 260).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { timesheetRoutes } from '../../../../../shared/api/routes/timesheets';
import type { EditShiftRequest } from '../../../../../shared/schemas/timesheets';
import { apiCall } from '../../../lib/api-client';

export const timesheetQueryOptions = (week: string) =>
  queryOptions({
    queryKey: [timesheetRoutes.getTimesheet.path, week],
    queryFn: ({ signal }) => apiCall(timesheetRoutes.getTimesheet, { query: { week }, signal }),
  });

export const useTimesheet = (week: string) => useQuery(timesheetQueryOptions(week));

export interface ShiftKey {
  week: string;
  userId: string;
  entryId: string;
}

export function useEditShift(key: ShiftKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EditShiftRequest) => apiCall(timesheetRoutes.editShift, { params: { ...key }, body }),
    retry: false,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: timesheetQueryOptions(key.week).queryKey });
      // Ending an open shift clocks its member out: the header's clock may be theirs.
      void queryClient.invalidateQueries({ queryKey: [timesheetRoutes.getClock.path] });
    },
  });
}
