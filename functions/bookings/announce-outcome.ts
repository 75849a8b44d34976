// Tells the reports a booking's outcome is known (checked in, no-show or cancelled). Called after the
// booking's change committed; announcing twice is harmless, as the rollup adds each booking once
// (decision 198).
import { BOOKING_OUTCOME_RECORDED } from '../../shared/events';
import { BookingOutcomeRecordedEventSchema } from '../../shared/report-events';
import { publishCheckedEvent } from '../events/publish-event';

export async function announceBookingOutcome(reference: string): Promise<void> {
  await publishCheckedEvent(BOOKING_OUTCOME_RECORDED, BookingOutcomeRecordedEventSchema.parse({ reference }));
}
