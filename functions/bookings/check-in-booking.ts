// Check-in at the counter: a Booked booking becomes a job (openJob). The booking's move to Checked
// in is part of the job's own transaction, under the condition that it is still Booked, so two
// clicks or two counter screens open one job, never two (decision 093).
import type { Booking, CheckInBookingRequest } from '../../shared/schemas/bookings';
import { TransactionCancelledError } from '../data/transact';
import { checkInWrite, getBooking, linkJob } from '../data/bookings';
import type { Session } from '../data/sessions';
import { ConflictError } from '../lib/http-errors';
import { actorOf } from '../repairs/actors';
import { counterDetails } from '../repairs/counter-details';
import { openJob } from '../repairs/open-job';
import { announceBookingOutcome } from './announce-outcome';
import { bookingNotFound, notBookedMessage } from './booking-messages';

export interface CheckedIn {
  booking: Booking;
  jobQrCode: string;
  jobNumber: string;
  newDevice: boolean;
}

function splitName(name: string): { firstName: string; lastName?: string } {
  const [firstName = name, ...rest] = name.trim().split(/\s+/);
  return rest.length ? { firstName, lastName: rest.join(' ') } : { firstName };
}

export async function checkInBooking(
  reference: string,
  input: CheckInBookingRequest,
  context: { session: Session; now: Date; siteOrigin: string | null },
): Promise<CheckedIn> {
  const booking = await getBooking(reference);
  if (!booking) throw bookingNotFound();
  if (booking.status !== 'Booked') throw new ConflictError(notBookedMessage(booking.status, 'checked in'));
  const alsoWrite = [checkInWrite(reference, context.now)];
  let opened;
  try {
    opened = await openJob({
      source: 'booking',
      sourceRef: reference,
      status: 'Checked in',
      customer: {
        ...(booking.userId ? { userId: booking.userId } : {}),
        contact: { ...splitName(booking.contact.name), phone: booking.contact.phone, email: booking.contact.email },
      },
      device: booking.device,
      fault: booking.problem,
      ...(booking.messageChannel ? { messageChannel: booking.messageChannel } : {}),
      intake: input.intake,
      ...counterDetails(input),
      openedBy: await actorOf(context.session),
      now: context.now,
      siteOrigin: context.siteOrigin,
      alsoWrite,
    });
  } catch (error) {
    // The booking's write is the transaction's last item: its condition failing means another
    // check-in (or a cancellation) got there first, and no job was written.
    if (error instanceof TransactionCancelledError && error.conditionFailedAt(error.reasons.length - 1)) {
      const latest = await getBooking(reference);
      throw new ConflictError(notBookedMessage(latest?.status ?? 'Cancelled', 'checked in'));
    }
    throw error;
  }
  const { job, newDevice } = opened;
  await announceBookingOutcome(reference);
  const linked = await linkJob(reference, job);
  return { booking: linked, jobQrCode: job.qrCode, jobNumber: job.jobNumber, newDevice };
}
