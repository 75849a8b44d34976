// The booking and mail-in emails: London times through the clock change, the shop's address and
// packing steps, the tracking reference, and customer text escaped in the HTML.
import { describe, expect, it } from 'vitest';
import { MAIL_IN_PACKING_INSTRUCTIONS } from '../../../shared/bookings/mail-in-rules';
import type { Booking } from '../../../shared/schemas/bookings';
import type { MailInOrder } from '../../../shared/schemas/mail-in';
import { bookingCancelledMessage } from '../../../functions/mail/templates/booking-cancelled';
import { bookingConfirmedMessage } from '../../../functions/mail/templates/booking-confirmed';
import { mailInOrderConfirmedMessage } from '../../../functions/mail/templates/mail-in-order-confirmed';
import { mailInReturnedMessage } from '../../../functions/mail/templates/mail-in-returned';

const origin = 'https://shop.example';

const booking: Booking = {
  reference: 'BK-7Q4M2X',
  status: 'Booked',
  // 11:00 London time in summer.
  slotStart: '2026-07-07T10:00:00.000Z',
  slotEnd: '2026-07-07T10:30:00.000Z',
  device: { type: 'phone', make: 'Apple', model: 'iPhone 13' },
  problem: 'Screen <b>cracked</b> & flickers',
  contact: { name: 'Siobhán O’Neill', phone: '07700900123', email: 's@example.com' },
  createdAt: '2026-07-01T09:00:00.000Z',
};

const order: MailInOrder = {
  reference: 'MI-3K9P0A',
  state: 'Returned',
  device: { type: 'console', make: 'Nintendo', model: 'Switch' },
  problem: 'Joy-Con rail does not charge',
  returnAddress: { name: 'Siobhán O’Neill', line1: '12 Lisburn Road', city: 'Belfast', postcode: 'BT9 6AB' },
  contact: { name: 'Siobhán O’Neill', phone: '07700900123', email: 's@example.com' },
  userId: '01J0000000000000000000000',
  createdAt: '2026-07-01T09:00:00.000Z',
  trackingReference: 'RN123456789GB',
};

describe('booking emails', () => {
  it('confirmation gives the slot in London time, the reference, the address and the checklist link', () => {
    const email = bookingConfirmedMessage(booking, origin);

    expect(email.subject).toBe('Booking BK-7Q4M2X confirmed: 7 Jul 2026, 11:00');
    expect(email.text).toContain('7 Jul 2026, 11:00 (UK time) at 27 Botanic Avenue, Belfast, BT7 1JG');
    expect(email.links).toEqual([`${origin}/checklist`]);
  });

  it('escapes what the customer typed in the HTML', () => {
    const email = bookingConfirmedMessage(booking, origin);

    expect(email.html).toContain('Screen &lt;b&gt;cracked&lt;/b&gt; &amp; flickers');
    expect(email.html).not.toContain('<b>cracked</b>');
  });

  it('has no link when the site origin is unknown', () => {
    expect(bookingConfirmedMessage(booking, null).links).toEqual([]);
  });

  it('cancellation by the shop says so', () => {
    const email = bookingCancelledMessage({ ...booking, status: 'Cancelled', cancelledBy: 'shop' }, origin);

    expect(email.text).toContain('has been cancelled by the shop');
    expect(email.links).toEqual([`${origin}/booking`]);
  });
});

describe('mail-in emails', () => {
  it('order confirmation gives the postal address and every packing step, numbered', () => {
    const email = mailInOrderConfirmedMessage({ ...order, state: 'Awaiting device' }, origin);

    expect(email.text).toContain('Device DRS, 27 Botanic Avenue, Belfast, BT7 1JG');
    MAIL_IN_PACKING_INSTRUCTIONS.forEach((step, i) => expect(email.text).toContain(`${i + 1}. ${step}`));
    expect(email.links).toEqual([`${origin}/account/mail-in-orders/MI-3K9P0A`]);
  });

  it('returned gives the return address and the tracking reference', () => {
    const email = mailInReturnedMessage(order, origin);

    expect(email.text).toContain('12 Lisburn Road, Belfast, BT9 6AB');
    expect(email.text).toContain('Tracking reference: RN123456789GB.');
  });
});
