// The shop's side of bookings: the day list, cancel, no-show and check-in (a booking becomes one
// job, once); and the customer's side of ownership: another customer's booking is a 404.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../shared/api/manifest';
import { toLondon } from '../../../shared/bookings/slots';
import { getJob, jobsOfUser } from '../../../functions/data/jobs';
import { useLocalBus } from '../../support/bus';
import { invoke } from '../../support/invoke';
import { sessionFor } from '../accounts/account-helpers';
import { book, bookingBody, emailsTo, remainingIn, signedInAdmin, signedInCustomer, slotPicker, withSession, type SignedIn } from './booking-helpers';

const nextSlot = slotPicker(2);
const intake = { condition: 'Screen cracked top left, frame dented', accessories: ['Case'], passcodeGiven: false };
let bus: ReturnType<typeof useLocalBus>;
let admin: SignedIn;

beforeAll(async () => {
  bus = useLocalBus();
  admin = await signedInAdmin();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('ownership', () => {
  it("answers 404 to a customer cancelling another customer's booking, and leaves it booked", async () => {
    const owner = await signedInCustomer();
    const other = await signedInCustomer();
    const booked = await book(bookingBody(nextSlot()), owner.cookies);

    const result = await invoke(routes.cancelMyBooking, { params: { reference: booked.body.reference }, ...other.cookies });

    expect(result.status).toBe(404);
    expect(result.body).toEqual({ message: 'Booking not found' });
    const ownerList = await invoke(routes.listMyBookings, owner.cookies);
    expect(ownerList.body[0].status).toBe('Booked');
  });

  it("lists only the caller's own bookings", async () => {
    const owner = await signedInCustomer();
    const other = await signedInCustomer();
    await book(bookingBody(nextSlot()), owner.cookies);

    const result = await invoke(routes.listMyBookings, other.cookies);

    expect(result.status).toBe(200);
    expect(result.body).toEqual([]);
  });

  it('answers 401 to a visitor listing bookings and 403 to a customer on the admin day list', async () => {
    const customer = await signedInCustomer();

    expect((await invoke(routes.listMyBookings)).status).toBe(401);
    const adminOnly = await invoke(routes.listBookingsOfDay, customer.cookies);
    expect(adminOnly.status).toBe(403);
    expect(adminOnly.body.message).toBe('Admin access required');
  });
});

describe('admin day list and cancel', () => {
  it("lists a day's bookings by slot and lets the shop cancel one, freeing its place and telling the customer", async () => {
    const slotStart = nextSlot();
    const body = bookingBody(slotStart);
    const booked = await book(body);
    const day = toLondon(new Date(slotStart)).day;

    const list = await invoke(routes.listBookingsOfDay, { query: { date: day }, ...admin.cookies });
    const cancelled = await invoke(routes.cancelBooking, { params: { reference: booked.body.reference }, ...admin.cookies });
    const again = await invoke(routes.cancelBooking, { params: { reference: booked.body.reference }, ...admin.cookies });

    expect(list.status).toBe(200);
    expect(list.body.map((b: { reference: string }) => b.reference)).toContain(booked.body.reference);
    expect(list.body.every((b: { slotStart: string }) => toLondon(new Date(b.slotStart)).day === day)).toBe(true);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'Cancelled', cancelledBy: 'shop' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This booking has already been cancelled, so it cannot be cancelled.');
    expect(await remainingIn(slotStart)).toBe(2);
    await bus.drain();
    expect(await emailsTo(body.contact.email, 'booking-cancelled')).toHaveLength(1);
  });

  it('answers 404 for an unknown booking reference', async () => {
    const result = await invoke(routes.cancelBooking, { params: { reference: 'BK-000000' }, ...admin.cookies });
    expect(result.status).toBe(404);
  });
});

describe('no-show', () => {
  it('refuses a no-show before the slot starts and accepts it after', async () => {
    const slotStart = nextSlot();
    const booked = await book(bookingBody(slotStart));
    const reference = booked.body.reference;

    const early = await invoke(routes.markBookingNoShow, { params: { reference }, ...admin.cookies });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.parse(slotStart) + 20 * 60_000));
    const laterAdmin = await signedInAdmin();
    const late = await invoke(routes.markBookingNoShow, { params: { reference }, ...laterAdmin.cookies });
    const checkIn = await invoke(routes.checkInBooking, { params: { reference }, body: { intake }, ...laterAdmin.cookies });

    expect(early.status).toBe(409);
    expect(early.body.message).toBe('A booking can only be marked as a no-show once its slot has started.');
    expect(late.status).toBe(200);
    expect(late.body.status).toBe('No-show');
    expect(checkIn.status).toBe(409);
    expect(checkIn.body.message).toBe('This booking has been marked as a no-show, so it cannot be checked in.');
  });
});

describe('customer cancellation after the slot has started', () => {
  it('is refused online with the shop’s number, and the booking stays booked', async () => {
    const slotStart = nextSlot();
    const customer = await signedInCustomer();
    const booked = await book(bookingBody(slotStart), customer.cookies);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.parse(slotStart) + 60_000));
    // Days later: a fresh sign-in, as the first session may have idled out.
    const later = withSession(await sessionFor(customer.person));

    const result = await invoke(routes.cancelMyBooking, { params: { reference: booked.body.reference }, ...later });

    expect(result.status).toBe(400);
    expect(result.body.message).toBe('This booking has already started, so it can no longer be cancelled online. Please call us on 028 9649 6123.');
    const mine = await invoke(routes.listMyBookings, later);
    expect(mine.body[0].status).toBe('Booked');
  });
});

describe('check-in', () => {
  it('turns a booking into exactly one job, even when the counter clicks three times at once', async () => {
    const customer = await signedInCustomer();
    const booked = await book(bookingBody(nextSlot()), customer.cookies);
    const reference = booked.body.reference;

    const results = await Promise.all(
      [1, 2, 3].map(() => invoke(routes.checkInBooking, { params: { reference }, body: { intake }, ...admin.cookies })),
    );

    const ok = results.filter((r) => r.status === 201);
    expect(ok).toHaveLength(1);
    expect(results.filter((r) => r.status === 409).map((r) => r.body.message)).toEqual([
      'This booking has already been checked in, so it cannot be checked in.',
      'This booking has already been checked in, so it cannot be checked in.',
    ]);
    const { booking, jobQrCode, jobNumber } = ok[0]!.body;
    expect(booking).toMatchObject({ status: 'Checked in', jobQrCode, jobNumber });
    expect(jobNumber).toMatch(/^DRS-\d+$/);
    const job = await getJob(jobQrCode);
    expect(job).toMatchObject({ status: 'Checked in', source: 'booking', sourceRef: reference, fault: booked.body.problem });
    expect(job?.device).toMatchObject({ make: 'Apple', model: 'iPhone 13', imei: '490154203237518' });
    expect(job?.customer).toMatchObject({ userId: customer.userId, phone: booked.body.contact.phone });
    expect(await jobsOfUser(customer.userId)).toHaveLength(1);
    const mine = await invoke(routes.listMyBookings, customer.cookies);
    expect(mine.body[0]).toMatchObject({ status: 'Checked in', jobNumber });
  });

  it('refuses to check in a cancelled booking, and opens no job', async () => {
    const customer = await signedInCustomer();
    const booked = await book(bookingBody(nextSlot()), customer.cookies);
    await invoke(routes.cancelMyBooking, { params: { reference: booked.body.reference }, ...customer.cookies });

    const result = await invoke(routes.checkInBooking, { params: { reference: booked.body.reference }, body: { intake }, ...admin.cookies });

    expect(result.status).toBe(409);
    expect(result.body.message).toBe('This booking has already been cancelled, so it cannot be checked in.');
    expect(await jobsOfUser(customer.userId)).toHaveLength(0);
  });

  it('refuses an intake that tries to record the passcode itself', async () => {
    const booked = await book(bookingBody(nextSlot()));

    const result = await invoke(routes.checkInBooking, {
      params: { reference: booked.body.reference },
      body: { intake: { ...intake, passcode: '1234' } },
      ...admin.cookies,
    });

    expect(result.status).toBe(400);
    expect(JSON.stringify(result.body)).not.toContain('1234');
  });
});
