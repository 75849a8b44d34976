// Takes a booking: the slot must be bookable now and have a place left (the write's condition
// decides under concurrency), then the confirmation email goes on the bus.
import type { Booking, CreateBookingRequest } from '../../shared/schemas/bookings';
import { SLOT_MESSAGES, slotEnd, slotProblem } from '../../shared/bookings/slots';
import { ReferenceTakenError, SlotFullError, insertBooking } from '../data/bookings';
import { getShopSettings } from '../data/shop-settings';
import { openingOfSettings } from '../settings/opening-of-settings';
import { ServiceClosedError, serviceStatus } from '../settings/site-functions';
import { BadRequestError, ConflictError } from '../lib/http-errors';
import { bookingConfirmedMessage } from '../mail/templates/booking-confirmed';
import { bookingSmsValues } from './booking-sms-values';
import { sendCustomerMessage } from '../messaging/customer-message';
import { countBookingAttempt } from './booking-throttle';
import { compactDevice } from './compact-device';
import { newReference } from './reference';
import { slotCapacityFor } from '../loyalty/priority-booking';
import { bookingMadeEvent } from '../../shared/events';
import { publishEvent } from '../events/publish-event';
import { logger } from '../lib/logger';

const REFERENCE_ATTEMPTS = 3;

/** Tells the bus (the shop's webhooks follow from it, issue 31); never fails the booking, which is taken. */
async function announceBooking(booking: Booking): Promise<void> {
  try {
    await publishEvent(bookingMadeEvent, { reference: booking.reference, slotStart: booking.slotStart, slotEnd: booking.slotEnd, at: booking.createdAt });
  } catch (error) {
    logger.error('Could not announce a booking', { reference: booking.reference, error: error as Error });
  }
}

export async function createBooking(
  input: CreateBookingRequest,
  context: { userId: string | null; byStaff: boolean; clientIp: string; now: Date; siteOrigin: string | null },
): Promise<Booking> {
  const settings = await getShopSettings(context.now);
  // Staff booking a caller on the phone may book while online bookings are switched off.
  const status = serviceStatus(settings, 'bookings');
  if (!status.open && !context.byStaff) throw new ServiceClosedError('bookings', status.notice!);
  const problem = slotProblem(input.slotStart, context.now, openingOfSettings(settings));
  if (problem) throw new BadRequestError(problem, { errors: { slotStart: [problem] } });
  await countBookingAttempt({ email: input.contact.email, clientIp: context.clientIp, byStaff: context.byStaff }, context.now);
  for (let attempt = 1; ; attempt++) {
    const booking: Booking = {
      reference: newReference('BK'),
      status: 'Booked',
      slotStart: input.slotStart,
      slotEnd: slotEnd(input.slotStart),
      device: compactDevice(input.device),
      problem: input.problem,
      contact: input.contact,
      ...(input.messageChannel ? { messageChannel: input.messageChannel } : {}),
      ...(context.userId ? { userId: context.userId } : {}),
      createdAt: context.now.toISOString(),
    };
    try {
      await insertBooking(booking, await slotCapacityFor(settings.bookings.slotCapacity, context.userId, context.now));
      await sendCustomerMessage({
        id: `booking-${booking.reference}-confirmed`,
        channel: booking.messageChannel ?? 'email',
        contact: booking.contact,
        email: { kind: 'booking-confirmed', content: bookingConfirmedMessage(booking, context.siteOrigin) },
        sms: { kind: 'booking-confirmed', values: bookingSmsValues(booking) },
      });
      await announceBooking(booking);
      return booking;
    } catch (error) {
      if (error instanceof SlotFullError) throw new ConflictError(SLOT_MESSAGES.full, { field: 'slotStart' });
      if (error instanceof ReferenceTakenError && attempt < REFERENCE_ATTEMPTS) continue;
      throw error;
    }
  }
}
