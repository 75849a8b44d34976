// GET /api/booking-slots: the bookable slots of the whole booking window, in one request.
import { queryOptions } from '@tanstack/react-query';
import { bookingRoutes } from '../../../../../shared/api/routes/bookings';
import { BOOKING_WINDOW_DAYS } from '../../../../../shared/bookings/slots';
import { addDays, londonDay } from '../../../../../shared/dates';
import { apiCall } from '../../../lib/api-client';

export function bookingSlotsQueryOptions(now: Date) {
  const from = londonDay(now);
  const to = addDays(from, BOOKING_WINDOW_DAYS);
  return queryOptions({
    queryKey: [bookingRoutes.listBookingSlots.path, from, to],
    queryFn: ({ signal }) => apiCall(bookingRoutes.listBookingSlots, { query: { from, to }, signal }),
    // Places go as others book: a minute-old list is the oldest worth showing.
    staleTime: 60_000,
  });
}
