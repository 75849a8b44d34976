import { BUSINESS } from '../../../shared/business';
import { formatDateTime } from '../../../shared/dates';
import type { Booking } from '../../../shared/schemas/bookings';
import { composeEmail, type EmailContent } from '../compose-email';

/** Sent when a booking is cancelled, by the customer or by the shop. */
export function bookingCancelledMessage(booking: Booking, siteOrigin: string | null): EmailContent {
  return composeEmail({
    subject: `Booking ${booking.reference} cancelled`,
    greetingName: booking.contact.name,
    paragraphs: [
      `Your repair booking ${booking.reference} for ${formatDateTime(booking.slotStart)} (UK time) has been cancelled${booking.cancelledBy === 'shop' ? ' by the shop' : ''}.`,
      `If you did not expect this, please call us on ${BUSINESS.phone.display}.`,
    ],
    ...(siteOrigin ? { action: { label: 'Book another time', url: `${siteOrigin}/booking` } } : {}),
  });
}
