// What a booking whose outcome is known adds to its slot's London day in the report rollups: one
// attended (checked in), no-show or cancelled booking (decision 198). The slot's day, not the day the
// outcome was recorded, so a month's rate is about the bookings that were for that month. Pure.
import { londonDay } from '../../shared/dates';
import type { Booking, BookingStatus } from '../../shared/schemas/bookings';
import type { Contribution } from './sales-contribution';

export const BOOKING_FIELDS = { attended: 'bookings_attended', noShow: 'bookings_no_show', cancelled: 'bookings_cancelled' } as const;

const FIELD_OF: Record<Exclude<BookingStatus, 'Booked'>, string> = {
  'Checked in': BOOKING_FIELDS.attended,
  'No-show': BOOKING_FIELDS.noShow,
  Cancelled: BOOKING_FIELDS.cancelled,
};

/** Null while the booking is still Booked: its outcome is not known yet. */
export function bookingContribution(booking: Pick<Booking, 'status' | 'slotStart'>): Contribution | null {
  if (booking.status === 'Booked') return null;
  return { day: londonDay(new Date(booking.slotStart)), fields: { [FIELD_OF[booking.status]]: 1 } };
}
