// The bookings a customer still has to come in for: Booked, slot not over, soonest first.
import type { Booking } from '../../../../../shared/schemas/bookings';

export function upcomingBookings(bookings: readonly Booking[], now: Date): Booking[] {
  return bookings
    .filter((booking) => booking.status === 'Booked' && Date.parse(booking.slotEnd) > now.getTime())
    .sort((a, b) => a.slotStart.localeCompare(b.slotStart));
}
