// Keeps the booking no-show report: each booking whose outcome is known is added to its slot's day
// once (decision 198), however often its event is delivered.
import { BOOKING_OUTCOME_RECORDED, BookingOutcomeRecordedEventSchema } from '../../../shared/events';
import { getBooking } from '../../data/bookings';
import { applyToDay } from '../../data/report-days';
import { createConsumer } from '../../lib/create-consumer';
import { logger } from '../../lib/logger';
import { bookingContribution } from '../../reports/booking-contribution';

export const handler = createConsumer(async (event) => {
  if (event['detail-type'] !== BOOKING_OUTCOME_RECORDED) {
    logger.warn('Ignoring an event type this consumer does not handle');
    return;
  }
  const { reference } = BookingOutcomeRecordedEventSchema.parse(event.detail);
  const booking = await getBooking(reference);
  // Thrown, so the bus retries: the event follows the booking's committed change.
  if (!booking) throw new Error(`Booking ${reference} not found`);
  const contribution = bookingContribution(booking);
  if (!contribution) throw new Error(`Booking ${reference} is still Booked`);
  const added = await applyToDay(`booking:${reference}`, contribution.day, contribution.fields);
  logger.info(added ? 'Booking outcome added to the report rollup' : 'Booking outcome already in the report rollup');
});
