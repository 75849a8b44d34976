// Demo bookings for the no-show report, once: eight weeks of past bookings with their outcomes
// (mostly checked in, a few no-shows and cancellations), each added to its slot day's rollup by the
// booking consumer's own contribution code and marked as rolled up, so announcing one adds nothing
// (decision 198). Past days only, so the dashboard's list of today's bookings is untouched.
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { slotEnd, slotStartsOfDay, toLondon } from '../../shared/bookings/slots';
import type { Booking } from '../../shared/schemas/bookings';
import { db, tableName } from '../../functions/data/client';
import { insertBooking } from '../../functions/data/bookings';
import * as keys from '../../functions/data/keys';
import { applyToDay } from '../../functions/data/report-days';
import { isConditionFailure } from '../../functions/data/transact';
import { newReference } from '../../functions/bookings/reference';
import { bookingContribution } from '../../functions/reports/booking-contribution';
import { addDays } from '../../shared/dates';

const DAYS = 56;
const NAMES = ['Aoife Byrne', 'Conor Mulholland', 'Niamh Gallagher', 'Sean McAuley', 'Clodagh Breen', 'Darragh Fox'];
const DEVICES = [['Apple', 'iPhone 13'], ['Samsung', 'Galaxy S23'], ['Apple', 'iPad Air'], ['Google', 'Pixel 7']] as const;

/** A small deterministic generator, so every seeded database has the same demo figures. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** Returns how many bookings it wrote (0 when they were seeded before). */
export async function seedBookingOutcomes(now: Date): Promise<number> {
  try {
    await db.send(new PutCommand({ TableName: tableName, Item: { ...keys.rollupApplied('seed:booking-outcomes'), type: 'RollupApplied' }, ConditionExpression: 'attribute_not_exists(pk)' }));
  } catch (error) {
    if (isConditionFailure(error)) return 0;
    throw error;
  }
  const next = random(29);
  const today = toLondon(now).day;
  let written = 0;
  for (let d = DAYS; d >= 1; d--) {
    const starts = slotStartsOfDay(addDays(today, -d));
    const count = starts.length === 0 ? 0 : Math.floor(next() * 4);
    for (let i = 0; i < count; i++) {
      const slotStart = starts[Math.floor((i * starts.length) / count)]!;
      const roll = next();
      const status = roll < 0.12 ? 'No-show' : roll < 0.22 ? 'Cancelled' : 'Checked in';
      const [make, model] = DEVICES[Math.floor(next() * DEVICES.length)]!;
      const name = NAMES[Math.floor(next() * NAMES.length)]!;
      const settledAt = new Date(Date.parse(slotStart) + (status === 'Cancelled' ? -86_400_000 : 20 * 60_000)).toISOString();
      const booking: Booking = {
        reference: newReference('BK'),
        status,
        slotStart,
        slotEnd: slotEnd(slotStart),
        device: { type: make === 'Apple' && model.startsWith('iPad') ? 'tablet' : 'phone', make, model },
        problem: 'Demo booking for the reports',
        contact: { name, phone: '+447700900199', email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com` },
        createdAt: new Date(Date.parse(slotStart) - 3 * 86_400_000).toISOString(),
        ...(status === 'No-show' ? { noShowAt: settledAt } : status === 'Cancelled' ? { cancelledAt: settledAt, cancelledBy: 'customer' as const } : { checkedInAt: settledAt }),
      };
      await insertBooking(booking);
      const { day, fields } = bookingContribution(booking)!;
      await applyToDay(`booking:${booking.reference}`, day, fields);
      written += 1;
    }
  }
  return written;
}
