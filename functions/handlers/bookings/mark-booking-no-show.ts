// POST /api/admin/bookings/{reference}/no-show: the customer did not come.
import * as bookingRoutes from '../../../shared/api/routes/bookings';
import { markNoShow } from '../../bookings/mark-no-show';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(bookingRoutes.markBookingNoShow, async ({ params, now }) => ({
  body: await markNoShow(params.reference, now),
}));
