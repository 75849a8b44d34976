// The slot listing is one DynamoDB request however many days it covers: a Query over the slot
// counters, never a read per slot or per day (counted on the functions' own client).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../shared/api/manifest';
import { MAX_SLOT_RANGE_DAYS, toLondon } from '../../../shared/bookings/slots';
import { db } from '../../../functions/data/client';
import { invoke } from '../../support/invoke';
import { book, bookingBody, slotPicker } from './booking-helpers';
import { settleBus, useLocalBus } from '../../support/bus';
import { addDays } from '../../../shared/dates';

const nextSlot = slotPicker(5);
const commands: string[] = [];
const MIDDLEWARE = 'count-dynamodb-commands';

beforeAll(() => {
  useLocalBus();
  db.middlewareStack.add(
    (next, context) => async (args) => {
      commands.push(context.commandName ?? 'unknown');
      return next(args);
    },
    { step: 'initialize', name: MIDDLEWARE },
  );
});

afterAll(() => {
  db.middlewareStack.remove(MIDDLEWARE);
});

describe('GET /api/booking-slots', () => {
  it(`answers ${MAX_SLOT_RANGE_DAYS} days of slots, some booked, from a single Query`, async () => {
    const booked = nextSlot();
    expect((await book(bookingBody(booked))).status).toBe(201);
    const from = toLondon(new Date()).day;
    // The booking's emails and audit record are read and written in the background: not the listing's.
    await settleBus();
    commands.length = 0;

    const result = await invoke(routes.listBookingSlots, { query: { from, to: addDays(from, MAX_SLOT_RANGE_DAYS - 1) } });

    expect(result.status).toBe(200);
    expect(result.body.slots.length).toBeGreaterThan(100);
    expect(result.body.slots.find((s: { start: string }) => s.start === booked).remaining).toBe(1);
    expect(commands).toEqual(['QueryCommand']);
  });
});
