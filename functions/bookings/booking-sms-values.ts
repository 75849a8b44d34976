// The placeholders a booking's texts fill in (shared/messaging/sms-templates.ts).
import { formatDateTime } from '../../shared/dates';
import type { Booking } from '../../shared/schemas/bookings';

export function bookingSmsValues(booking: Booking): Record<string, string> {
  return {
    firstName: booking.contact.name.trim().split(/\s+/)[0] ?? booking.contact.name,
    reference: booking.reference,
    when: formatDateTime(booking.slotStart),
    device: `${booking.device.make} ${booking.device.model}`,
  };
}
