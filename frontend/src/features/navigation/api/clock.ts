// The header's clock (decision 260): whether the signed-in member is clocked in, from the server, and
// clocking in and out. A clock change also makes the timesheet stale (its query key is its route's path).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { timesheetRoutes } from '../../../../../shared/api/routes/timesheets';
import type { ClockState } from '../../../../../shared/schemas/timesheets';
import { apiCall } from '../../../lib/api-client';

export const clockQueryOptions = () =>
  queryOptions({
    queryKey: [timesheetRoutes.getClock.path],
    queryFn: ({ signal }) => apiCall(timesheetRoutes.getClock, { signal }),
  });

export const useClock = () => useQuery(clockQueryOptions());

export function useClockMove() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (move: 'in' | 'out'): Promise<ClockState> => apiCall(move === 'in' ? timesheetRoutes.clockIn : timesheetRoutes.clockOut),
    retry: false,
    onSuccess: (state) => {
      queryClient.setQueryData(clockQueryOptions().queryKey, state);
      void queryClient.invalidateQueries({ queryKey: [timesheetRoutes.getTimesheet.path] });
    },
    // A refusal (already in, or clocked out meanwhile) means the header was stale: read it again.
    onError: () => void queryClient.invalidateQueries({ queryKey: clockQueryOptions().queryKey }),
  });
}
