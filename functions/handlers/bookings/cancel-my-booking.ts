// POST /api/bookings/{reference}/cancel: a customer cancels their own booking; another's is a 404.
import * as bookingRoutes from '../../../shared/api/routes/bookings';
import { cancelBooking } from '../../bookings/cancel-booking';
import { createHandler } from '../../http/create-handler';
import { siteOriginOf } from '../../lib/site-origin';

export const handler = createHandler(bookingRoutes.cancelMyBooking, async ({ params, session, now, event }) => ({
  body: await cancelBooking(params.reference, { kind: 'customer', userId: session.userId }, { now, siteOrigin: siteOriginOf(event) }),
}));
