// The counter's bookings: one London day's list (GET /api/admin/bookings?date=) and check-in, which
// opens the job (never retried: the server opens one job per booking, a repeat would only be refused).
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { bookingRoutes } from '../../../../../shared/api/routes/bookings';
import { repairRoutes } from '../../../../../shared/api/routes/repairs';
import type { CheckInBookingRequest } from '../../../../../shared/schemas/bookings';
import { apiCall } from '../../../lib/api-client';

export const bookingsOfDayQueryOptions = (date: string) =>
  queryOptions({
    queryKey: [bookingRoutes.listBookingsOfDay.path, date],
    queryFn: ({ signal }) => apiCall(bookingRoutes.listBookingsOfDay, { query: { date }, signal }),
    staleTime: 0,
  });

export const useBookingsOfDay = (date: string, enabled: boolean) => useQuery({ ...bookingsOfDayQueryOptions(date), enabled });

/**
 * Marks the day lists and the dashboard stale. Not awaited by the mutations: the caller's own
 * callbacks (going to the new job) run at once, before the lists refetch.
 */
function refreshDayLists(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: [bookingRoutes.listBookingsOfDay.path] });
  void queryClient.invalidateQueries({ queryKey: [repairRoutes.getRepairsDashboard.path] });
}

export function useCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reference, body }: { reference: string; body: CheckInBookingRequest }) =>
      apiCall(bookingRoutes.checkInBooking, { params: { reference }, body }),
    retry: false,
    onSettled: () => refreshDayLists(queryClient),
  });
}

/** The shop cancels (the customer called) or marks a no-show once the slot has started. */
export function useBookingOutcome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reference, outcome }: { reference: string; outcome: 'cancel' | 'no-show' }) =>
      outcome === 'cancel'
        ? apiCall(bookingRoutes.cancelBooking, { params: { reference } })
        : apiCall(bookingRoutes.markBookingNoShow, { params: { reference } }),
    retry: false,
    onSettled: () => refreshDayLists(queryClient),
  });
}
