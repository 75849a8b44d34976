// GET /api/booking-slots?from=&to=: bookable slots of a range of London days with places left.
import * as bookingRoutes from '../../../shared/api/routes/bookings';
import { listSlots } from '../../bookings/list-slots';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(bookingRoutes.listBookingSlots, async ({ query, now, session }) => ({ body: await listSlots(query, now, session?.userId ?? null) }));
