// Online bookings (issue 5): slots, booking, the customer's own bookings and the shop's day list.
// The contract is in docs/api/bookings.md.
import { defineRoute, type AnyRoute } from '../define-route';
import {
  BookingDayQuerySchema,
  BookingListSchema,
  BookingParamsSchema,
  BookingSchema,
  CheckInBookingRequestSchema,
  CheckInBookingResponseSchema,
  CreateBookingRequestSchema,
  SlotListSchema,
  SlotRangeQuerySchema,
} from '../../schemas/bookings';

export const listBookingSlots = /* @__PURE__ */ defineRoute({
  name: 'ListBookingSlots',
  summary: 'The free booking slots of the coming days',
  method: 'GET',
  path: '/api/booking-slots',
  auth: 'public',
  handler: 'bookings/list-booking-slots',
  table: 'read',
  query: SlotRangeQuerySchema,
  response: SlotListSchema,
});
export const createBooking = /* @__PURE__ */ defineRoute({
  name: 'CreateBooking',
  summary: 'Books a repair appointment',
  method: 'POST',
  path: '/api/bookings',
  auth: 'public',
  handler: 'bookings/create-booking',
  table: 'readwrite',
  publishesEvents: true,
  body: CreateBookingRequestSchema,
  response: BookingSchema,
  successStatus: 201,
});
export const listMyBookings = /* @__PURE__ */ defineRoute({
  name: 'ListMyBookings',
  summary: "The signed-in customer's bookings",
  method: 'GET',
  path: '/api/bookings',
  auth: 'customer',
  handler: 'bookings/list-my-bookings',
  table: 'read',
  response: BookingListSchema,
});
export const cancelMyBooking = /* @__PURE__ */ defineRoute({
  name: 'CancelMyBooking',
  summary: "Cancels one of the customer's own bookings",
  method: 'POST',
  path: '/api/bookings/{reference}/cancel',
  auth: 'customer',
  handler: 'bookings/cancel-my-booking',
  table: 'readwrite',
  publishesEvents: true,
  params: BookingParamsSchema,
  response: BookingSchema,
});
export const listBookingsOfDay = /* @__PURE__ */ defineRoute({
  name: 'ListBookingsOfDay',
  summary: 'The bookings of one day, for the counter',
  method: 'GET',
  path: '/api/admin/bookings',
  auth: 'admin',
  permission: 'jobs.view',
  handler: 'bookings/list-bookings-of-day',
  table: 'read',
  query: BookingDayQuerySchema,
  response: BookingListSchema,
});
export const cancelBooking = /* @__PURE__ */ defineRoute({
  name: 'CancelBooking',
  summary: 'Cancels a booking for the customer',
  method: 'POST',
  path: '/api/admin/bookings/{reference}/cancel',
  auth: 'admin',
  permission: 'jobs.edit',
  handler: 'bookings/cancel-booking',
  table: 'readwrite',
  publishesEvents: true,
  params: BookingParamsSchema,
  response: BookingSchema,
});
export const markBookingNoShow = /* @__PURE__ */ defineRoute({
  name: 'MarkBookingNoShow',
  summary: 'Marks a booking as a no-show',
  method: 'POST',
  path: '/api/admin/bookings/{reference}/no-show',
  auth: 'admin',
  permission: 'jobs.edit',
  handler: 'bookings/mark-booking-no-show',
  table: 'readwrite',
  params: BookingParamsSchema,
  response: BookingSchema,
});
export const checkInBooking = /* @__PURE__ */ defineRoute({
  name: 'CheckInBooking',
  summary: 'Checks a booking in, opening its repair job',
  method: 'POST',
  path: '/api/admin/bookings/{reference}/check-in',
  auth: 'admin',
  permission: 'jobs.edit',
  handler: 'bookings/check-in-booking',
  table: 'readwrite',
  // The job's opening email to the customer.
  publishesEvents: true,
  params: BookingParamsSchema,
  body: CheckInBookingRequestSchema,
  response: CheckInBookingResponseSchema,
  successStatus: 201,
});

/** The area's routes as one object, for the manifest and the browser; a handler imports its own route
 * by name (`import * as bookingRoutes`), so its bundle builds only that route's schemas (decision 024). */
export const bookingRoutes = {
  listBookingSlots,
  createBooking,
  listMyBookings,
  cancelMyBooking,
  listBookingsOfDay,
  cancelBooking,
  markBookingNoShow,
  checkInBooking,
} satisfies Record<string, AnyRoute>;
