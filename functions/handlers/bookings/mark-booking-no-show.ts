// POST /api/admin/bookings/{reference}/no-show: the customer did not come.
import { routes } from '../../../shared/api/manifest';
import { markNoShow } from '../../bookings/mark-no-show';
import { createHandler } from '../../lib/create-handler';

export const handler = createHandler(routes.markBookingNoShow, async ({ params, now }) => ({
  body: await markNoShow(params.reference, now),
}));
