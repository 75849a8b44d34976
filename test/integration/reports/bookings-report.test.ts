// The booking no-show report against DynamoDB Local: bookings in two months of a far year no other
// test uses, settled through the shop's own paths (check-in, no-show, cancel); each outcome is added
// to its slot's day once however often its event comes, and the rate per month is no-shows over
// attended + no-shows, cancelled bookings beside it (decision 198).
import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../shared/api/manifest';
import { BOOKING_OUTCOME_RECORDED, EVENT_SOURCE } from '../../../shared/events';
import type { Booking } from '../../../shared/schemas/bookings';
import { insertBooking } from '../../../functions/data/bookings';
import { announceBookingOutcome } from '../../../functions/bookings/announce-outcome';
import { markNoShow } from '../../../functions/bookings/mark-no-show';
import { newReference } from '../../../functions/bookings/reference';
import { useLocalBus } from '../../support/bus';
import { invoke } from '../../support/invoke';
import { signedInUser, type SignedIn } from '../repairs/repair-helpers';

const bus = useLocalBus();
let admin: SignedIn;

// Two months of a far year unique to this run: only this file's bookings land in them.
const YEAR = 2100 + randomInt(0, 800);
const MAY = `${YEAR}-05`;
const JUNE = `${YEAR}-06`;
const intake = { condition: 'Screen cracked top left', accessories: ['Case'], passcodeGiven: false };

/** A Booked booking in a slot of its own (11:00 London, BST, on the given day). */
async function booked(day: string): Promise<Booking> {
  const slotStart = `${day}T10:00:00.000Z`;
  const booking: Booking = {
    reference: newReference('BK'),
    status: 'Booked',
    slotStart,
    slotEnd: `${day}T10:30:00.000Z`,
    device: { type: 'phone', make: 'Apple', model: 'iPhone 13' },
    problem: 'Cracked screen',
    contact: { name: 'Aoife Byrne', phone: '+447700900123', email: `aoife.${randomInt(1e9)}@example.com` },
    createdAt: new Date().toISOString(),
  };
  await insertBooking(booking);
  return booking;
}

const checkIn = async (b: Booking) => expect((await invoke(routes.checkInBooking, { ...admin.as, params: { reference: b.reference }, body: { intake } })).status).toBe(201);
const cancel = async (b: Booking) => expect((await invoke(routes.cancelBooking, { ...admin.as, params: { reference: b.reference } })).status).toBe(200);
const noShow = (b: Booking) => markNoShow(b.reference, new Date(Date.parse(b.slotStart) + 20 * 60_000));

beforeAll(async () => {
  admin = await signedInUser('admin');
});

describe('GET /api/admin/reports/bookings', () => {
  it('counts each booking outcome once on its slot day, and gives the no-show rate per month', async () => {
    const may = await Promise.all(['02', '03', '04', '05'].map((d) => booked(`${MAY}-${d}`)));
    const june = await Promise.all(['10', '11', '12'].map((d) => booked(`${JUNE}-${d}`)));
    await checkIn(may[0]!);
    await checkIn(may[1]!);
    await noShow(may[2]!);
    await cancel(may[3]!);
    await noShow(june[0]!);
    await checkIn(june[1]!);
    // june[2] is still Booked: no outcome, so in neither count.
    await bus.drain();

    // Redeliveries and announcements again add nothing.
    for (const b of [may[0]!, may[2]!, june[0]!]) {
      bus.publish({ id: `again-${b.reference}`, detailType: BOOKING_OUTCOME_RECORDED, source: EVENT_SOURCE, time: new Date().toISOString(), detail: { reference: b.reference } });
      await announceBookingOutcome(b.reference);
    }
    await bus.drain();

    const report = await invoke(routes.getBookingsReport, { ...admin.as, query: { from: `${MAY}-01`, to: `${JUNE}-30`, by: 'month' } });
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    expect(report.body.buckets).toEqual([
      { start: `${MAY}-01`, attended: 2, noShows: 1, cancelled: 1, noShowPercent: 33.3 },
      { start: `${JUNE}-01`, attended: 1, noShows: 1, cancelled: 0, noShowPercent: 50 },
    ]);
    expect(report.body.totals).toEqual({ attended: 3, noShows: 2, cancelled: 1, noShowPercent: 40 });

    const weekly = await invoke(routes.getBookingsReport, { ...admin.as, query: { from: `${MAY}-01`, to: `${JUNE}-30`, by: 'week' } });
    expect(weekly.body.buckets.reduce((n: number, b: { noShows: number }) => n + b.noShows, 0)).toBe(2);
  });

  it('refuses a grouping it does not know and a range the wrong way round with a 400', async () => {
    const badGroup = await invoke(routes.getBookingsReport, { ...admin.as, query: { from: `${MAY}-01`, to: `${MAY}-31`, by: 'year' } });
    const backwards = await invoke(routes.getBookingsReport, { ...admin.as, query: { from: `${MAY}-31`, to: `${MAY}-01` } });
    expect(badGroup.status).toBe(400);
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(backwards.body)).toContain('The start day must not be after the end day');
  });
});
