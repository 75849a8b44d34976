// An iCalendar (RFC 5545) event for a booked appointment, for "Add to calendar".
import { BUSINESS, formatAddress } from '../../../../../shared/business';

const stamp = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
// Commas, semicolons and backslashes are special in iCalendar text.
const escapeText = (text: string) => text.replace(/([\\;,])/g, '\\$1').replace(/\n/g, '\\n');

export function appointmentCalendarFile(booking: { reference: string; slotStart: string; slotEnd: string; device: { make: string; model: string } }, now: Date): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${BUSINESS.name}//Bookings//EN`,
    'BEGIN:VEVENT',
    `UID:${booking.reference}@devicedrs.co.uk`,
    `DTSTAMP:${stamp(now.toISOString())}`,
    `DTSTART:${stamp(booking.slotStart)}`,
    `DTEND:${stamp(booking.slotEnd)}`,
    `SUMMARY:${escapeText(`${BUSINESS.name} repair appointment (${booking.device.make} ${booking.device.model})`)}`,
    `LOCATION:${escapeText(formatAddress())}`,
    `DESCRIPTION:${escapeText(`Booking ${booking.reference}. Call ${BUSINESS.phone.display} if you need to change it.`)}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}
