// /booking's working part: the form, then the confirmation in its place. The header is drawn by the
// route before this loads (booking-intro.tsx).
import { useState } from 'react';
import type { Booking } from '../../../../../shared/schemas/bookings';
import { BookingConfirmation } from './booking-confirmation';
import { BookingForm } from './booking-form';

export function BookingPart() {
  const [booking, setBooking] = useState<Booking | null>(null);
  return booking ? <BookingConfirmation booking={booking} /> : <BookingForm onBooked={setBooking} />;
}
