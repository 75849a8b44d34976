// GET /api/bookings: the signed-in customer's bookings, latest slot first.
import * as bookingRoutes from '../../../shared/api/routes/bookings';
import { listBookingsOfUser } from '../../data/bookings';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(bookingRoutes.listMyBookings, async ({ session }) => ({
  body: await listBookingsOfUser(session.userId),
}));
