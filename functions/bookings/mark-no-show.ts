// The customer did not come: a Booked booking whose slot has started becomes a No-show. Its place
// in the slot is not given back (the slot has gone).
import type { Booking } from '../../shared/schemas/bookings';
import { BookingChangedError, getBooking, settleBooking } from '../data/bookings';
import { ConflictError } from '../lib/http-errors';
import { announceBookingOutcome } from './announce-outcome';
import { bookingNotFound, notBookedMessage } from './booking-messages';

export async function markNoShow(reference: string, now: Date): Promise<Booking> {
  const booking = await getBooking(reference);
  if (!booking) throw bookingNotFound();
  if (booking.status !== 'Booked') throw new ConflictError(notBookedMessage(booking.status, 'marked as a no-show'));
  if (Date.parse(booking.slotStart) > now.getTime()) {
    throw new ConflictError('A booking can only be marked as a no-show once its slot has started.');
  }
  let marked: Booking;
  try {
    marked = await settleBooking(reference, 'No-show', { noShowAt: now.toISOString() }, now);
  } catch (error) {
    if (error instanceof BookingChangedError) {
      const latest = await getBooking(reference);
      throw new ConflictError(notBookedMessage(latest?.status ?? 'Cancelled', 'marked as a no-show'));
    }
    throw error;
  }
  await announceBookingOutcome(reference);
  return marked;
}
