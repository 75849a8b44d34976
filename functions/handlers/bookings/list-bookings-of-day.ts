// GET /api/admin/bookings?date=: the bookings of a London day (today when no date), by slot.
import * as bookingRoutes from '../../../shared/api/routes/bookings';
import { bookingsOfDay, todaysBookings } from '../../bookings/todays-bookings';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(bookingRoutes.listBookingsOfDay, async ({ query, now }) => ({
  body: query.date ? await bookingsOfDay(query.date) : await todaysBookings(now),
}));
