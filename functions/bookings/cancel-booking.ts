// Cancels a booking and frees its place in the slot. A customer may cancel only their own booking,
// before its slot starts; the shop may cancel any booking that is still Booked.
import { BUSINESS } from '../../shared/business';
import type { Booking } from '../../shared/schemas/bookings';
import { BookingChangedError, cancelBooking as cancelInTable, getBooking } from '../data/bookings';
import { BadRequestError, ConflictError } from '../lib/http-errors';
import { bookingCancelledMessage } from '../mail/templates/booking-cancelled';
import { sendCustomerMessage } from '../messaging/customer-message';
import { bookingSmsValues } from './booking-sms-values';
import { announceBookingOutcome } from './announce-outcome';
import { bookingNotFound, notBookedMessage } from './booking-messages';

export async function cancelBooking(
  reference: string,
  by: { kind: 'customer'; userId: string } | { kind: 'shop' },
  context: { now: Date; siteOrigin: string | null },
): Promise<Booking> {
  const booking = await getBooking(reference);
  // Another customer's booking is answered exactly like a missing one.
  if (!booking || (by.kind === 'customer' && booking.userId !== by.userId)) throw bookingNotFound();
  if (booking.status !== 'Booked') throw new ConflictError(notBookedMessage(booking.status, 'cancelled'));
  if (by.kind === 'customer' && Date.parse(booking.slotStart) <= context.now.getTime()) {
    throw new BadRequestError(`This booking has already started, so it can no longer be cancelled online. Please call us on ${BUSINESS.phone.display}.`);
  }
  try {
    const cancelled = await cancelInTable(booking, by, context.now);
    await announceBookingOutcome(reference);
    await sendCustomerMessage({
      id: `booking-${cancelled.reference}-cancelled`,
      channel: cancelled.messageChannel ?? 'email',
      contact: cancelled.contact,
      email: { kind: 'booking-cancelled', content: bookingCancelledMessage(cancelled, context.siteOrigin) },
      sms: { kind: 'booking-cancelled', values: bookingSmsValues(cancelled) },
    });
    return cancelled;
  } catch (error) {
    if (error instanceof BookingChangedError) {
      const latest = await getBooking(reference);
      throw new ConflictError(notBookedMessage(latest?.status ?? 'Cancelled', 'cancelled'));
    }
    throw error;
  }
}
