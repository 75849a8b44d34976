// What the customer sees once the slot is theirs: when, where, the reference, and what to do next.
import CalendarPlus from 'lucide-react/icons/calendar-plus';
import CircleCheck from 'lucide-react/icons/circle-check';
import { Link } from 'react-router';
import { formatAddress } from '../../../../../shared/business';
import { formatLongDate, formatTime } from '../../../../../shared/dates';
import type { Booking } from '../../../../../shared/schemas/bookings';
import { Button, buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { appointmentCalendarFile } from '../utils/calendar-file';

function downloadCalendarFile(booking: Booking) {
  const url = URL.createObjectURL(new Blob([appointmentCalendarFile(booking, new Date())], { type: 'text/calendar' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${booking.reference}.ics`;
  link.click();
  URL.revokeObjectURL(url);
}

/** Where the confirmation went, by the channel chosen on the form. */
function sentTo(booking: Booking): string {
  const { email, phone } = booking.contact;
  if (booking.messageChannel === 'sms') return `We have texted the details to ${phone}.`;
  if (booking.messageChannel === 'both') return `We have emailed the details to ${email} and texted them to ${phone}.`;
  return `We have emailed the details to ${email}.`;
}

export function BookingConfirmation({ booking }: { booking: Booking }) {
  return (
    <section aria-labelledby="booked-title" className="grid gap-5 rounded-2xl border border-success/40 bg-surface p-6 sm:p-8">
      <CircleCheck className="h-10 w-10 text-success" aria-hidden="true" />
      <div>
        <h2 id="booked-title" className="text-2xl font-bold">
          You are booked in
        </h2>
        <p className="mt-2 text-muted">{sentTo(booking)}</p>
      </div>
      <dl className="grid gap-3 sm:grid-cols-2">
        <div className="rounded-xl bg-surface-raised p-4">
          <dt className="text-sm text-subtle">When</dt>
          <dd className="mt-1 font-semibold">
            {formatLongDate(booking.slotStart)} at {formatTime(booking.slotStart)}
          </dd>
        </div>
        <div className="rounded-xl bg-surface-raised p-4">
          <dt className="text-sm text-subtle">Where</dt>
          <dd className="mt-1 font-semibold">{formatAddress()}</dd>
        </div>
        <div className="rounded-xl bg-surface-raised p-4">
          <dt className="text-sm text-subtle">Device</dt>
          <dd className="mt-1 font-semibold">
            {booking.device.make} {booking.device.model}
          </dd>
        </div>
        <div className="rounded-xl bg-surface-raised p-4">
          <dt className="text-sm text-subtle">Booking reference</dt>
          <dd className="mt-1 font-mono font-semibold">{booking.reference}</dd>
        </div>
      </dl>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link to={paths.checklist} className={buttonClasses('primary', 'md')}>
          Before you come in: the checklist
        </Link>
        <Button variant="outline" onClick={() => downloadCalendarFile(booking)}>
          <CalendarPlus className="h-4 w-4" aria-hidden="true" />
          Add to calendar
        </Button>
      </div>
    </section>
  );
}
