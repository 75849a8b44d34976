// GET /api/booking-slots?from=&to=: bookable slots of a range of London days with places left.
import { routes } from '../../../shared/api/manifest';
import { listSlots } from '../../bookings/list-slots';
import { createHandler } from '../../lib/create-handler';

export const handler = createHandler(routes.listBookingSlots, async ({ query, now }) => ({ body: await listSlots(query, now) }));
