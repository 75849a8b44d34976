// The dashboard's upcoming bookings: when, what for, and Cancel (after a confirmation).
import CalendarDays from 'lucide-react/icons/calendar-days';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatLongDate, formatTime } from '../../../../../shared/dates';
import type { Booking } from '../../../../../shared/schemas/bookings';
import { Notice } from '../../../components/form/notice';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DashboardSection, type DashboardSectionInfo } from '../../../components/dashboard-section';
import { paths } from '../../../config/paths';
import { serverMessage } from '../../../lib/server-message';
import { myBookingsQueryOptions, useCancelBooking } from '../api/my-bookings';
import { upcomingBookings } from '../utils/upcoming-bookings';

/** The section's heading, link and loading text, for the page and its frame. */
export const bookingsSection: DashboardSectionInfo = { id: 'bookings-title', title: 'Upcoming bookings', link: { to: paths.booking, label: 'Book a repair' }, what: 'your bookings' };

export function BookingsSection() {
  const bookings = useQuery(myBookingsQueryOptions());
  const [now] = useState(() => new Date());
  const upcoming = bookings.data ? upcomingBookings(bookings.data, now) : [];
  return (
    <DashboardSection {...bookingsSection} query={bookings}>
      {() =>
        upcoming.length === 0 ? (
          <p className="text-muted">No upcoming appointments.</p>
        ) : (
          <ul className="grid gap-3">
            {upcoming.map((booking) => (
              <BookingItem key={booking.reference} booking={booking} />
            ))}
          </ul>
        )
      }
    </DashboardSection>
  );
}

function BookingItem({ booking }: { booking: Booking }) {
  const cancel = useCancelBooking();
  const when = `${formatLongDate(booking.slotStart)} at ${formatTime(booking.slotStart)}`;
  return (
    <li className="grid gap-3 rounded-xl border border-border bg-surface-raised/60 p-4 sm:grid-cols-[1fr_auto] sm:items-center">
      <div className="grid gap-1">
        <p className="flex items-center gap-2 font-semibold">
          <CalendarDays className="h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
          {when}
        </p>
        <p className="text-muted">
          {booking.device.make} {booking.device.model}: {booking.problem}
        </p>
        <p className="text-sm text-subtle">Reference {booking.reference}</p>
      </div>
      <ConfirmDialog
        trigger={cancel.isPending ? 'Cancelling...' : 'Cancel booking'}
        title="Cancel this booking?"
        description={`Your appointment on ${when} (${booking.reference}) will be cancelled and the time given to someone else.`}
        confirmLabel="Cancel booking"
        cancelLabel="Keep it"
        pending={cancel.isPending}
        onConfirm={() => cancel.mutate(booking.reference)}
      />
    </li>
  );
}
