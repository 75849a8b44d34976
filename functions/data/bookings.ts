// The booking repository. A booking is one item; each slot has one counter item. Taking a booking
// and cancelling one change the counter and the booking in one transaction, the counter under the
// condition `count < capacity`, so a slot never holds more bookings than the shop can take.
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Booking, BookingStatus } from '../../shared/schemas/bookings';
import { SLOT_CAPACITY, toLondon } from '../../shared/bookings/slots';
import { db, tableName } from './client';
import { stripKeys } from './items';
import { queryAll } from './query-all';
import * as keys from './keys';
import { TransactionCancelledError, isConditionFailure, transactWrite, type TransactItem } from './transact';

/** Slot counters are only read for slots still to come; TTL clears them a while after. */
const SLOT_COUNTER_KEPT_MS = 90 * 24 * 60 * 60 * 1000;
/** Rounds of transactWrite's own conflict retries: a popular slot sees many bookers at once. */
const CONFLICT_ROUNDS = 5;

export class SlotFullError extends Error {
  constructor() {
    super('The slot is fully booked');
    this.name = 'SlotFullError';
  }
}

export class ReferenceTakenError extends Error {
  constructor() {
    super('The booking reference is taken');
    this.name = 'ReferenceTakenError';
  }
}

/** The booking is not in the state (or not the caller's) the change needs. */
export class BookingChangedError extends Error {
  constructor() {
    super('The booking is not in a state that allows this change');
    this.name = 'BookingChangedError';
  }
}

function isConflictOnly(error: unknown): boolean {
  return (
    error instanceof TransactionCancelledError &&
    error.reasons.includes('TransactionConflict') &&
    !error.reasons.includes('ConditionalCheckFailed')
  );
}

async function transactWithConflictRounds(items: Parameters<typeof transactWrite>[0]): Promise<void> {
  for (let round = 1; ; round++) {
    try {
      return await transactWrite(items);
    } catch (error) {
      if (!isConflictOnly(error) || round >= CONFLICT_ROUNDS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 100));
    }
  }
}

type BookingItem = Booking & { slotDay: string };

function toBooking(item: Record<string, unknown>): Booking {
  return stripKeys(item, 'slotDay') as Booking;
}

function bookingItem(booking: Booking): BookingItem & Record<string, unknown> {
  const slotDay = toLondon(new Date(booking.slotStart)).day;
  return {
    ...keys.booking(booking.reference),
    ...(booking.userId ? keys.bookingByUser(booking.userId, booking.slotStart, booking.reference) : {}),
    ...keys.bookingByDay(slotDay, booking.slotStart, booking.reference),
    type: 'Booking',
    slotDay,
    ...booking,
  };
}

/**
 * Takes a place in the booking's slot and writes the booking, or neither. `capacity`: the slot's places
 * for this booker (the shop's settings, one more for a priority-booking member: decision 153).
 */
export async function insertBooking(booking: Booking, capacity: number = SLOT_CAPACITY): Promise<void> {
  try {
    await transactWithConflictRounds([
      {
        Update: {
          TableName: tableName,
          Key: keys.bookingSlot(booking.slotStart),
          UpdateExpression: 'SET #count = if_not_exists(#count, :zero) + :one, #type = :type, slotStart = :start, expiresAt = :ttl',
          ConditionExpression: 'attribute_not_exists(#count) OR #count < :capacity',
          ExpressionAttributeNames: { '#count': 'count', '#type': 'type' },
          ExpressionAttributeValues: {
            ':zero': 0,
            ':one': 1,
            ':capacity': capacity,
            ':type': 'BookingSlot',
            ':start': booking.slotStart,
            ':ttl': keys.ttlFrom(new Date(Date.parse(booking.slotStart) + SLOT_COUNTER_KEPT_MS)),
          },
        },
      },
      { Put: { TableName: tableName, Item: bookingItem(booking), ConditionExpression: 'attribute_not_exists(pk)' } },
    ]);
  } catch (error) {
    if (error instanceof TransactionCancelledError && error.conditionFailedAt(0)) throw new SlotFullError();
    if (error instanceof TransactionCancelledError && error.conditionFailedAt(1)) throw new ReferenceTakenError();
    throw error;
  }
}

/** Bookings taken in each slot from one start to another (inclusive): one Query for the range. */
export async function slotCounts(fromStart: string, toStart: string): Promise<Map<string, number>> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: {
      ':pk': keys.bookingSlotsPartition,
      ':from': `${keys.bookingSlotPrefix}${fromStart}`,
      ':to': `${keys.bookingSlotPrefix}${toStart}`,
    },
    ProjectionExpression: 'slotStart, #count',
    ExpressionAttributeNames: { '#count': 'count' },
  });
  return new Map(items.map((item) => [item.slotStart as string, item.count as number]));
}

export async function getBooking(reference: string): Promise<Booking | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.booking(reference), ConsistentRead: true }));
  return Item ? toBooking(Item) : null;
}

/** A signed-in customer's bookings, latest slot first. */
export async function listBookingsOfUser(userId: string): Promise<Booking[]> {
  const items = await queryAll({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :prefix)',
    ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':prefix': keys.bookingsOfUserPrefix },
    ScanIndexForward: false,
  });
  return items.map(toBooking);
}

/** Every booking of one London day, by slot. */
export async function listBookingsOfDay(day: string): Promise<Booking[]> {
  const items = await queryAll({
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.bookingDayPartition(day) },
  });
  return items.map(toBooking);
}

/**
 * Cancels a booking (as read) that is still Booked (and, for a customer, theirs) and gives its place
 * in the slot back, in one transaction.
 */
export async function cancelBooking(
  booking: Booking,
  by: { kind: 'customer'; userId: string } | { kind: 'shop' },
  now: Date,
): Promise<Booking> {
  const { reference } = booking;
  const ownerCondition = by.kind === 'customer' ? ' AND userId = :userId' : '';
  try {
    await transactWithConflictRounds([
      {
        Update: {
          TableName: tableName,
          Key: keys.booking(reference),
          UpdateExpression: 'SET #status = :cancelled, cancelledAt = :now, cancelledBy = :by, updatedAt = :now',
          ConditionExpression: `#status = :booked${ownerCondition}`,
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':cancelled': 'Cancelled' satisfies BookingStatus,
            ':booked': 'Booked' satisfies BookingStatus,
            ':now': now.toISOString(),
            ':by': by.kind,
            ...(by.kind === 'customer' ? { ':userId': by.userId } : {}),
          },
        },
      },
      {
        Update: {
          TableName: tableName,
          Key: keys.bookingSlot(booking.slotStart),
          UpdateExpression: 'SET #count = #count - :one',
          ConditionExpression: '#count > :zero',
          ExpressionAttributeNames: { '#count': 'count' },
          ExpressionAttributeValues: { ':one': 1, ':zero': 0 },
        },
      },
    ]);
  } catch (error) {
    if (error instanceof TransactionCancelledError && error.conditionFailedAt(0)) throw new BookingChangedError();
    throw error;
  }
  return { ...booking, status: 'Cancelled', cancelledAt: now.toISOString(), cancelledBy: by.kind };
}

/** Moves a Booked booking to another status with extra fields; BookingChangedError if it is not Booked. */
export async function settleBooking(
  reference: string,
  status: Extract<BookingStatus, 'No-show' | 'Checked in'>,
  fields: Record<string, string>,
  now: Date,
): Promise<Booking> {
  const names: Record<string, string> = { '#status': 'status' };
  const values: Record<string, unknown> = { ':status': status, ':booked': 'Booked', ':now': now.toISOString() };
  const sets = ['#status = :status', 'updatedAt = :now'];
  for (const [name, value] of Object.entries(fields)) {
    names[`#${name}`] = name;
    values[`:${name}`] = value;
    sets.push(`#${name} = :${name}`);
  }
  try {
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.booking(reference),
        UpdateExpression: `SET ${sets.join(', ')}`,
        ConditionExpression: '#status = :booked',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        ReturnValues: 'ALL_NEW',
      }),
    );
    return toBooking(Attributes!);
  } catch (error) {
    if (isConditionFailure(error)) throw new BookingChangedError();
    throw error;
  }
}


/**
 * The booking's half of a check-in, for the transaction that opens its job: Booked -> Checked in,
 * under the condition that it is still Booked, so a booking becomes a job once only.
 */
export function checkInWrite(reference: string, now: Date): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: keys.booking(reference),
      UpdateExpression: 'SET #status = :checkedIn, checkedInAt = :now, updatedAt = :now',
      ConditionExpression: '#status = :booked',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':checkedIn': 'Checked in' satisfies BookingStatus,
        ':booked': 'Booked' satisfies BookingStatus,
        ':now': now.toISOString(),
      },
    },
  };
}

/** Records on a checked-in booking the job it became (the job names the booking as its source too). */
export async function linkJob(reference: string, job: { qrCode: string; jobNumber: string }): Promise<Booking> {
  const { Attributes } = await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.booking(reference),
      UpdateExpression: 'SET jobQrCode = :qr, jobNumber = :number',
      ConditionExpression: '#status = :checkedIn AND attribute_not_exists(jobQrCode)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':qr': job.qrCode, ':number': job.jobNumber, ':checkedIn': 'Checked in' satisfies BookingStatus },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return toBooking(Attributes!);
}

/** Blanks the booking's contact (its account closed, decision 177); the same values each time, so a rerun changes nothing. */
export async function eraseBookingContact(reference: string): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.booking(reference),
      UpdateExpression: 'SET #contact = :blank',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#contact': 'contact' },
      ExpressionAttributeValues: { ':blank': { name: '', phone: '', email: '' } },
    }),
  );
}
