// POST /api/admin/bookings/{reference}/cancel: the shop cancels a booking that is still Booked.
import * as bookingRoutes from '../../../shared/api/routes/bookings';
import { cancelBooking } from '../../bookings/cancel-booking';
import { createHandler } from '../../http/create-handler';
import { siteOriginOf } from '../../lib/site-origin';

export const handler = createHandler(bookingRoutes.cancelBooking, async ({ params, now, event }) => ({
  body: await cancelBooking(params.reference, { kind: 'shop' }, { now, siteOrigin: siteOriginOf(event) }),
}));
