// /booking: book an appointment at the shop, then the confirmation in place of the form.
import { useState } from 'react';
import { BUSINESS, OPENING_HOURS } from '../../../../../shared/business';
import type { Booking } from '../../../../../shared/schemas/bookings';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { BookingConfirmation } from './booking-confirmation';
import { BookingForm } from './booking-form';

export function BookingPage() {
  useDocumentTitle('Book a repair');
  const [booking, setBooking] = useState<Booking | null>(null);
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:px-6 sm:py-14">
      <header>
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">Book a repair</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">Book your repair at {BUSINESS.address.line1}</h1>
        <p className="mt-3 text-lg text-muted">
          Pick a time that suits you and we will be ready for your device. Open {OPENING_HOURS.summary}.
        </p>
      </header>
      {booking ? <BookingConfirmation booking={booking} /> : <BookingForm onBooked={setBooking} />}
    </div>
  );
}
