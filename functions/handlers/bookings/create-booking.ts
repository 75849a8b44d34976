// POST /api/bookings: a visitor or a signed-in customer books a slot (signed in: linked to the account).
// An admin booking for a caller on the phone is neither linked to the admin's account nor rate-limited.
import * as bookingRoutes from '../../../shared/api/routes/bookings';
import { createBooking } from '../../bookings/create-booking';
import { createHandler } from '../../http/create-handler';
import { siteOriginOf } from '../../lib/site-origin';

export const handler = createHandler(bookingRoutes.createBooking, async ({ body, session, clientIp, now, event }) => ({
  body: await createBooking(body, {
    userId: session && session.role !== 'admin' ? session.userId : null,
    byStaff: session?.role === 'admin',
    clientIp,
    now,
    siteOrigin: siteOriginOf(event),
  }),
}));
