// POST /api/admin/bookings/{reference}/check-in: the booked device is at the counter; it becomes a job.
import * as bookingRoutes from '../../../shared/api/routes/bookings';
import { checkInBooking } from '../../bookings/check-in-booking';
import { createHandler } from '../../http/create-handler';
import { siteOriginOf } from '../../lib/site-origin';

export const handler = createHandler(bookingRoutes.checkInBooking, async ({ params, body, session, now, event }) => ({
  body: await checkInBooking(params.reference, body, { session: session, now, siteOrigin: siteOriginOf(event) }),
}));
