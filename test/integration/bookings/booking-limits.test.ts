// The public booking form cannot fill the diary or flood someone's inbox: per contact email and per
// client address limits answer 429 with Retry-After; staff booking for a caller are not limited.
import { beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_THROTTLE_RULES } from '../../../functions/bookings/booking-throttle';
import { book, bookingBody, randomAddress, signedInAdmin, slotPicker } from './booking-helpers';
import { useLocalBus } from '../../support/bus';

// Two slots of the day per file would do; this file books many, so it takes slot 3 and slot 4.
const slotA = slotPicker(3);
const slotB = slotPicker(4);
let toggle = false;
const nextSlot = () => ((toggle = !toggle) ? slotA() : slotB());

beforeAll(() => {
  useLocalBus();
});

describe('booking limits', () => {
  it(`refuses the ${BOOKING_THROTTLE_RULES.contactEmail.limit + 1}th booking in a day for one email address with 429`, async () => {
    const email = `limit${Date.now()}@example.com`;
    const limit = BOOKING_THROTTLE_RULES.contactEmail.limit;
    for (let i = 0; i < limit; i++) {
      const body = bookingBody(nextSlot());
      expect((await book({ ...body, contact: { ...body.contact, email } })).status).toBe(201);
    }
    const body = bookingBody(nextSlot());

    const refused = await book({ ...body, contact: { ...body.contact, email: email.toUpperCase() } });

    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many bookings have been made for this email address\. Please try again in \d+ minutes, or call us on 028 9649 6123\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it(`refuses the ${BOOKING_THROTTLE_RULES.clientAddress.limit + 1}th booking in an hour from one client address`, async () => {
    const sourceIp = randomAddress();
    const limit = BOOKING_THROTTLE_RULES.clientAddress.limit;
    for (let i = 0; i < limit; i++) expect((await book(bookingBody(nextSlot()), { sourceIp })).status).toBe(201);

    const refused = await book(bookingBody(nextSlot()), { sourceIp });

    expect(refused.status).toBe(429);
    expect(refused.body.message).toContain('Too many bookings have been made from this connection.');
  });

  it('does not limit an admin booking for callers, nor link those bookings to the admin', async () => {
    const admin = await signedInAdmin();
    const sourceIp = randomAddress();
    const email = `caller${Date.now()}@example.com`;
    const results = [];
    for (let i = 0; i <= BOOKING_THROTTLE_RULES.contactEmail.limit; i++) {
      const body = bookingBody(nextSlot());
      results.push(await book({ ...body, contact: { ...body.contact, email } }, { sourceIp, ...admin.cookies }));
    }

    expect(results.map((r) => r.status)).toEqual(results.map(() => 201));
    expect(results.every((r) => r.body.userId === undefined)).toBe(true);
  });
});
