// POST /api/bookings: a visitor or a signed-in customer books a slot (signed in: linked to the account).
import { routes } from '../../../shared/api/manifest';
import { createBooking } from '../../bookings/create-booking';
import { createHandler } from '../../lib/create-handler';
import { siteOriginOf } from '../../lib/site-origin';

export const handler = createHandler(routes.createBooking, async ({ body, session, now, event }) => ({
  body: await createBooking(body, { userId: session?.userId ?? null, now, siteOrigin: siteOriginOf(event) }),
}));
