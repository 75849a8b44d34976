// The bookings of a London day, by slot: the admin's day list and the admin dashboard's
// "today's bookings" (call todaysBookings from there). One Query on gsi2.
import type { Booking } from '../../shared/schemas/bookings';
import { toLondon } from '../../shared/bookings/slots';
import { listBookingsOfDay } from '../data/bookings';

export function bookingsOfDay(day: string): Promise<Booking[]> {
  return listBookingsOfDay(day);
}

export function todaysBookings(now: Date = new Date()): Promise<Booking[]> {
  return listBookingsOfDay(toLondon(now).day);
}
