// The bookings of a day (today unless another day is picked), by slot. A Booked one is checked in
// with the intake checklist, which opens its job; the counter then lands on the job sheet to print
// the ticket.
import { useState } from 'react';
import { generatePath, Link, useNavigate } from 'react-router';
import { formatTime, formatWeekdayDate, londonDay } from '../../../../../shared/dates';
import type { Booking } from '../../../../../shared/schemas/bookings';
import { inputClasses, labelClasses } from '../../../components/form/field-classes';
import { useFormFailure } from '../../../components/form/form-failure';
import { Button } from '../../../components/ui/button';
import { QueryContent, type QueryState } from '../../../components/ui/query-content';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { fieldErrorsFromBody, type FieldErrors } from '../../../utils/form-errors';
import { useBookingOutcome, useBookingsOfDay, useCheckIn } from '../api/bookings';
import { DashboardSection } from './dashboard-section';
import { IntakeStep } from './intake-step';

function BookingCard({ booking }: { booking: Booking }) {
  const navigate = useNavigate();
  const checkIn = useCheckIn();
  const outcome = useBookingOutcome();
  const [open, setOpen] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const failure = useFormFailure();
  const { device, contact } = booking;
  const title = `${device.make} ${device.model}`;

  const record = (kind: 'cancel' | 'no-show') => {
    // Cancelling emails the customer and frees the slot: asked once more.
    if (kind === 'cancel' && !window.confirm(`Cancel booking ${booking.reference} for ${contact.name}? The customer is emailed.`)) return;
    failure.clear();
    outcome.mutate(
      { reference: booking.reference, outcome: kind },
      {
        onSuccess: (updated) => toast({ title: `${updated.reference}: ${updated.status}`, variant: 'success' }),
        onError: failure.onError,
      },
    );
  };

  return (
    <li className="grid gap-3 rounded-xl border border-border bg-surface-raised/40 p-4" aria-label={`${formatTime(booking.slotStart)} ${contact.name}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="font-semibold">
            <span className="text-primary">{formatTime(booking.slotStart)}</span> {contact.name}
          </p>
          <p className="text-sm text-muted">
            {title} ({device.type}) · {booking.reference}
          </p>
          <p className="text-sm text-muted">{booking.problem}</p>
          <p className="text-sm text-subtle">
            {contact.phone} · {contact.email}
          </p>
        </div>
        {booking.status === 'Booked' ? (
          open ? null : (
            <div className="flex flex-wrap gap-2">
              <Button size="sm" onClick={() => setOpen(true)} aria-label={`Check in ${contact.name}`}>
                Check in
              </Button>
              <Button size="sm" variant="ghost" disabled={outcome.isPending} onClick={() => record('no-show')} aria-label={`No-show: ${contact.name}`}>
                No-show
              </Button>
              <Button size="sm" variant="ghost" disabled={outcome.isPending} onClick={() => record('cancel')} aria-label={`Cancel the booking of ${contact.name}`}>
                Cancel
              </Button>
            </div>
          )
        ) : booking.jobQrCode ? (
          <Link className="text-sm font-semibold text-primary hover:underline" to={generatePath(paths.adminJob, { qrCode: booking.jobQrCode })}>
            {booking.status}: job {booking.jobNumber}
          </Link>
        ) : (
          <span className="text-sm text-subtle">{booking.status}</span>
        )}
      </div>
      {failure.message && !open ? (
        <p role="alert" className="text-sm text-danger">
          {failure.message}
        </p>
      ) : null}
      {open ? (
        <IntakeStep
          idPrefix={`check-in-${booking.reference}`}
          label={`Check in ${booking.reference}`}
          submitLabel="Check in and open the job"
          pending={checkIn.isPending}
          serverErrors={serverErrors}
          failure={failure.message}
          onCancel={() => setOpen(false)}
          onSubmit={(body) => {
            failure.clear();
            // The promise, not mutate's callbacks: they would not run if the list refreshed first.
            checkIn.mutateAsync({ reference: booking.reference, body }).then(
              (result) => {
                toast({ title: `Checked in: job ${result.jobNumber}`, description: 'Print the ticket for the customer.', variant: 'success' });
                void navigate(generatePath(paths.adminJob, { qrCode: result.jobQrCode }));
              },
              (error: unknown) => {
                const fields = error instanceof ApiError ? fieldErrorsFromBody(error.body) : {};
                setServerErrors(fields);
                if (Object.keys(fields).length === 0) failure.onError(error);
              },
            );
          }}
        />
      ) : null}
    </li>
  );
}

export function BookingsPanel({ todaysBookings }: { todaysBookings: readonly Booking[] }) {
  const [today] = useState(() => londonDay(new Date()));
  const [day, setDay] = useState(today);
  const other = useBookingsOfDay(day, day !== today);
  // Today's come with the dashboard; another day's are asked for.
  const bookings: QueryState<readonly Booking[]> = day === today ? { isPending: false, isError: false, error: null, data: todaysBookings } : other;

  return (
    <DashboardSection title={day === today ? "Today's bookings" : `Bookings for ${formatWeekdayDate(`${day}T12:00:00Z`)}`}>
      <div className="grid gap-1.5 sm:max-w-xs">
        <label htmlFor="bookings-day" className={labelClasses}>
          Bookings for
        </label>
        <input id="bookings-day" type="date" value={day} onChange={(event) => setDay(event.target.value || today)} className={inputClasses(false)} />
      </div>
      <QueryContent
        query={bookings}
        size="inline"
        loadingLabel="Loading bookings"
        isEmpty={(list) => list.length === 0}
        empty={<p className="text-sm text-muted">No bookings for this day.</p>}
      >
        {(list) => (
          <ul className="grid gap-3" aria-label="Bookings">
            {list.map((booking) => (
              <BookingCard key={booking.reference} booking={booking} />
            ))}
          </ul>
        )}
      </QueryContent>
    </DashboardSection>
  );
}
