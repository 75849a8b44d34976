// The words a refused booking change answers with.
import type { BookingStatus } from '../../shared/schemas/bookings';
import { NotFoundError } from '../lib/http-errors';

export function bookingNotFound(): NotFoundError {
  return new NotFoundError('Booking not found');
}

const STATE_WORDS: Record<BookingStatus, string> = {
  Booked: 'is still booked',
  'Checked in': 'has already been checked in',
  Cancelled: 'has already been cancelled',
  'No-show': 'has been marked as a no-show',
};

/** "This booking has already been cancelled, so it cannot be checked in." */
export function notBookedMessage(status: BookingStatus, wanted: 'cancelled' | 'checked in' | 'marked as a no-show'): string {
  return `This booking ${STATE_WORDS[status]}, so it cannot be ${wanted}.`;
}
