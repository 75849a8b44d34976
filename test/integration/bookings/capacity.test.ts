// No slot holds more bookings than the shop's capacity, however many people book it at once, and
// a cancellation gives its place back.
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../shared/api/manifest';
import { SLOT_CAPACITY, SLOT_MESSAGES } from '../../../shared/bookings/slots';
import { useLocalBus } from '../../support/bus';
import { invoke } from '../../support/invoke';
import { tableReader } from '../../support/table';
import { inject } from 'vitest';
import { book, bookingBody, remainingIn, signedInCustomer, slotPicker } from './booking-helpers';

const nextSlot = slotPicker(0);
const CONCURRENT = 8;

beforeAll(() => {
  useLocalBus();
});

describe('slot capacity', () => {
  it(`lets exactly ${SLOT_CAPACITY} of ${CONCURRENT} concurrent bookings of one slot through; the rest get 409`, async () => {
    const slotStart = nextSlot();

    const results = await Promise.all(Array.from({ length: CONCURRENT }, () => book(bookingBody(slotStart))));

    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(SLOT_CAPACITY);
    expect(statuses.filter((s) => s === 409)).toHaveLength(CONCURRENT - SLOT_CAPACITY);
    for (const refused of results.filter((r) => r.status === 409)) {
      expect(refused.body.message).toBe(SLOT_MESSAGES.full);
    }
    expect(await remainingIn(slotStart)).toBe(0);
    const reader = tableReader(inject('dynamoEndpoint'), process.env.TABLE_NAME!);
    const counter = (await reader.partition('BOOKING_SLOTS')).find((item) => item.slotStart === slotStart);
    reader.close();
    expect(counter?.count).toBe(SLOT_CAPACITY);
  });

  it('refuses one more booking of a full slot and keeps no trace of it', async () => {
    const slotStart = nextSlot();
    for (let i = 0; i < SLOT_CAPACITY; i++) expect((await book(bookingBody(slotStart))).status).toBe(201);
    const extra = bookingBody(slotStart);

    const refused = await book(extra);

    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(SLOT_MESSAGES.full);
    expect(await remainingIn(slotStart)).toBe(0);
  });

  it('gives the place back when a booking is cancelled, so the next person can book it', async () => {
    const slotStart = nextSlot();
    const customer = await signedInCustomer();
    const mine = await book(bookingBody(slotStart), customer.cookies);
    expect((await book(bookingBody(slotStart))).status).toBe(201);
    expect((await book(bookingBody(slotStart))).status).toBe(409);

    const cancelled = await invoke(routes.cancelMyBooking, { params: { reference: mine.body.reference }, ...customer.cookies });

    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('Cancelled');
    expect(await remainingIn(slotStart)).toBe(1);
    expect((await book(bookingBody(slotStart))).status).toBe(201);
    expect(await remainingIn(slotStart)).toBe(0);
  });

  it('gives a place back once only when two cancellations of one booking race', async () => {
    const slotStart = nextSlot();
    const customer = await signedInCustomer();
    const mine = await book(bookingBody(slotStart), customer.cookies);
    await book(bookingBody(slotStart));

    const results = await Promise.all(
      [1, 2, 3].map(() => invoke(routes.cancelMyBooking, { params: { reference: mine.body.reference }, ...customer.cookies })),
    );

    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(await remainingIn(slotStart)).toBe(1);
  });
});
