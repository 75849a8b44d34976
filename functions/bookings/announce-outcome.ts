// Tells the reports a booking's outcome is known (checked in, no-show or cancelled). Called after the
// booking's change committed; announcing twice is harmless, as the rollup adds each booking once
// (decision 198).
import { bookingOutcomeRecordedEvent } from '../../shared/events';
import { publishEvent } from '../events/publish-event';

export async function announceBookingOutcome(reference: string): Promise<void> {
  await publishEvent(bookingOutcomeRecordedEvent, { reference });
}
