// Booking a slot as a visitor or signed in; slots outside opening hours, in the past, too soon or
// too far ahead are refused with a clear 400; the confirmation email goes out through the bus.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../shared/api/manifest';
import { SLOT_CAPACITY, SLOT_MESSAGES, londonWallClockToUtc, slotStartsOfDay, toLondon } from '../../../shared/bookings/slots';
import { BOOKING_REFERENCE_PATTERN } from '../../../shared/schemas/bookings';
import { IMEI_MESSAGE } from '../../../shared/schemas/repairs/device';
import { useLocalBus } from '../../support/bus';
import { invoke } from '../../support/invoke';
import { book, bookingBody, emailsTo, nextWeekday, remainingIn, signedInCustomer, slotPicker } from './booking-helpers';
import { addDays } from '../../../shared/dates';

const nextSlot = slotPicker(1);
let bus: ReturnType<typeof useLocalBus>;

beforeAll(() => {
  bus = useLocalBus();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('POST /api/bookings', () => {
  it('books a slot for a visitor, answers 201 with a reference and emails the confirmation', async () => {
    const slotStart = nextSlot();
    const body = bookingBody(slotStart);

    const result = await book(body);

    expect(result.status).toBe(201);
    expect(result.body.reference).toMatch(BOOKING_REFERENCE_PATTERN);
    expect(result.body).toMatchObject({
      status: 'Booked',
      slotStart,
      device: { type: 'phone', make: 'Apple', model: 'iPhone 13', imei: '490154203237518' },
      contact: body.contact,
    });
    expect(result.body.userId).toBeUndefined();
    expect(await remainingIn(slotStart)).toBe(SLOT_CAPACITY - 1);
    await bus.drain();
    const [email] = await emailsTo(body.contact.email, 'booking-confirmed');
    expect(email?.subject).toContain(result.body.reference);
    expect(email?.text).toContain('27 Botanic Avenue');
    expect(email?.links[0]).toMatch(/\/checklist$/);
  });

  it('links a booking made while signed in to the account, which lists it', async () => {
    const customer = await signedInCustomer();
    const slotStart = nextSlot();

    const result = await book(bookingBody(slotStart), customer.cookies);
    const mine = await invoke(routes.listMyBookings, customer.cookies);

    expect(result.status).toBe(201);
    expect(result.body.userId).toBe(customer.userId);
    expect(mine.status).toBe(200);
    expect(mine.body.map((b: { reference: string }) => b.reference)).toEqual([result.body.reference]);
  });

  it('accepts a slot given with a UK offset and stores it as the UTC instant', async () => {
    const slotStart = nextSlot();
    const { day } = toLondon(new Date(slotStart));
    const utcOffset = londonWallClockToUtc(day, 0).getUTCHours() === 23 ? '+01:00' : '+00:00';
    const londonClock = new Date(Date.parse(slotStart) + (utcOffset === '+01:00' ? 3_600_000 : 0)).toISOString().slice(0, 19);

    const result = await book(bookingBody(`${londonClock}${utcOffset}`));

    expect(result.status).toBe(201);
    expect(result.body.slotStart).toBe(slotStart);
  });

  it.each([
    ['a Sunday', () => slotOn(nextWeekday(7), 12 * 60), SLOT_MESSAGES.closedDay],
    ['a Monday', () => slotOn(nextWeekday(1), 12 * 60), SLOT_MESSAGES.closedDay],
    ['10:30, before opening', () => slotOn(nextWeekday(3), 10 * 60 + 30), SLOT_MESSAGES.outsideHours],
    ['17:30, closing time', () => slotOn(nextWeekday(3), 17 * 60 + 30), SLOT_MESSAGES.outsideHours],
    ['12:10, not a slot start', () => slotOn(nextWeekday(3), 12 * 60 + 10), SLOT_MESSAGES.notAStart],
    ['a slot last week', () => slotStartsOfDay(lastOpeningDayBefore(toLondon(new Date()).day))[2]!, SLOT_MESSAGES.past],
    ['a slot 40 days ahead', () => slotOn(openingDayFrom(addDays(toLondon(new Date()).day, 40)), 12 * 60), SLOT_MESSAGES.tooFarAhead],
  ])('refuses %s with 400 and a clear message, and takes no place', async (_what, slot, message) => {
    const slotStart = slot();

    const result = await book(bookingBody(slotStart));

    expect(result.status).toBe(400);
    expect(result.body.message).toBe(message);
    expect(result.body.errors.slotStart).toEqual([message]);
  });

  it('refuses a slot starting within the hour', async () => {
    const slotStart = nextSlot();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.parse(slotStart) - 30 * 60_000));

    const result = await book(bookingBody(slotStart));

    expect(result.status).toBe(400);
    expect(result.body.message).toBe(SLOT_MESSAGES.tooSoon);
  });

  it('refuses a device with a wrong IMEI check digit and a missing contact phone, field by field', async () => {
    const body = bookingBody(nextSlot());

    const result = await book({ ...body, device: { ...body.device, imei: '490154203237519' }, contact: { ...body.contact, phone: '' } });

    expect(result.status).toBe(400);
    expect(result.body.errors['device.imei']).toEqual([IMEI_MESSAGE]);
    expect(result.body.errors['contact.phone']).toEqual(['Phone number is required']);
  });

  it('refuses a problem description that says nothing', async () => {
    const result = await book(bookingBody(nextSlot(), { problem: 'broken' }));

    expect(result.status).toBe(400);
    expect(result.body.errors.problem).toEqual(['Please describe the problem in at least 10 characters']);
  });

  it('refuses a booking without the CSRF header', async () => {
    const result = await invoke(routes.createBooking, { body: bookingBody(nextSlot()), headers: { 'x-drs-client': '' } });
    expect(result.status).toBe(403);
  });
});

describe('GET /api/booking-slots', () => {
  it('lists the bookable slots of an opening day with the places left, and nothing on a Sunday', async () => {
    const day = openingDayFrom(addDays(toLondon(new Date()).day, 3));

    const open = await invoke(routes.listBookingSlots, { query: { from: day } });
    const sunday = await invoke(routes.listBookingSlots, { query: { from: nextWeekday(7) } });

    expect(open.status).toBe(200);
    expect(open.body.capacity).toBe(SLOT_CAPACITY);
    expect(open.body.slots.map((s: { start: string }) => s.start)).toEqual(slotStartsOfDay(day));
    expect(sunday.body.slots).toEqual([]);
  });

  it('refuses a range that ends before it starts or spans more than 31 days', async () => {
    const backwards = await invoke(routes.listBookingSlots, { query: { from: '2026-12-10', to: '2026-12-01' } });
    const tooLong = await invoke(routes.listBookingSlots, { query: { from: '2026-12-01', to: '2027-02-01' } });
    const notADate = await invoke(routes.listBookingSlots, { query: { from: '2026-02-30' } });

    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toBe('to must not be before from');
    expect(tooLong.body.message).toBe('Ask for at most 31 days at a time');
    expect(notADate.body.message).toBe('from must be a date written YYYY-MM-DD');
  });
});

function slotOn(day: string, minutes: number): string {
  return londonWallClockToUtc(day, minutes).toISOString();
}

function openingDayFrom(day: string): string {
  let d = day;
  while (slotStartsOfDay(d).length === 0) d = addDays(d, 1);
  return d;
}

function lastOpeningDayBefore(day: string): string {
  let d = addDays(day, -1);
  while (slotStartsOfDay(d).length === 0) d = addDays(d, -1);
  return d;
}
