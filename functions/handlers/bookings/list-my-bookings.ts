// GET /api/bookings: the signed-in customer's bookings, latest slot first.
import { routes } from '../../../shared/api/manifest';
import { listBookingsOfUser } from '../../data/bookings';
import { createHandler } from '../../lib/create-handler';

export const handler = createHandler(routes.listMyBookings, async ({ session }) => ({
  body: await listBookingsOfUser(session!.userId),
}));
