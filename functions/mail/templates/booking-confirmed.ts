import { BUSINESS, OPENING_HOURS, formatAddress } from '../../../shared/business';
import { formatDateTime } from '../../../shared/dates';
import type { Booking } from '../../../shared/schemas/bookings';
import { composeEmail, type EmailContent } from '../compose-email';

/** Sent when a booking is taken: when, where, what to bring, and how to change it. */
export function bookingConfirmedMessage(booking: Booking, siteOrigin: string | null): EmailContent {
  const when = formatDateTime(booking.slotStart);
  return composeEmail({
    subject: `Booking ${booking.reference} confirmed: ${when}`,
    greetingName: booking.contact.name,
    paragraphs: [
      `Your repair booking is confirmed for ${when} (UK time) at ${formatAddress()}.`,
      `Booking reference: ${booking.reference}. Device: ${booking.device.make} ${booking.device.model}. Problem: ${booking.problem}`,
      'Before you come in, please back up your device, remove the SIM card and turn off Find My (or activation lock).',
      `To change or cancel, sign in and open your dashboard, or call us on ${BUSINESS.phone.display} (${OPENING_HOURS.summary}).`,
    ],
    ...(siteOrigin ? { action: { label: 'Before you come in: our checklist', url: `${siteOrigin}/checklist` } } : {}),
  });
}
