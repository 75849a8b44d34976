// GET /api/bookings (the signed-in customer's bookings) and POST /api/bookings/{reference}/cancel.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingRoutes } from '../../../../../shared/api/routes/bookings';
import type { Booking } from '../../../../../shared/schemas/bookings';
import { apiCall } from '../../../lib/api-client';
import { serverMessage } from '../../../lib/server-message';
import { toast } from '../../../lib/toast';

export const myBookingsQueryOptions = () =>
  queryOptions({
    queryKey: [bookingRoutes.listMyBookings.path],
    queryFn: ({ signal }) => apiCall(bookingRoutes.listMyBookings, { signal }),
  });

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reference: string) => apiCall(bookingRoutes.cancelMyBooking, { params: { reference } }),
    retry: false,
    // Said here, not by the booking's row: the answer removes the row.
    onSuccess: (cancelled) => {
      toast({ title: 'Booking cancelled', description: `${cancelled.reference} is cancelled. We have emailed you.`, variant: 'success' });
      queryClient.setQueryData<Booking[]>([bookingRoutes.listMyBookings.path], (list) =>
        list?.map((booking) => (booking.reference === cancelled.reference ? cancelled : booking)),
      );
    },
    onError: (error) => toast({ title: 'We could not cancel it', description: serverMessage(error), variant: 'destructive' }),
    // Freed, the place shows again on /booking.
    onSettled: () => queryClient.invalidateQueries({ queryKey: [bookingRoutes.listBookingSlots.path] }),
  });
}
