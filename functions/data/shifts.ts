// Staff shifts (decision 260). Clocking in writes the member's one "clocked in" item (by condition, so
// a second clock-in is refused) and the shift in its week's partition, in one transaction; clocking
// out removes the first and closes the second. A week's timesheet is one Query of its partition, a
// member's own week a prefix of it.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { ShiftEditSchema, type ShiftEdit } from '../../shared/schemas/timesheets';
import { db, tableName } from './client';
import * as keys from './keys';
import { queryAll } from './query-all';
import { TransactionCancelledError, transactWrite } from './transact';

export interface ClockedInRecord {
  entryId: string;
  week: string;
  clockedInAt: string;
}

export const ShiftRecordSchema = z.object({
  entryId: z.string(),
  userId: z.string(),
  name: z.string(),
  week: z.string(),
  clockedInAt: z.string(),
  clockedOutAt: z.optional(z.string()),
  version: z.number(),
  edits: z._default(z.array(ShiftEditSchema), []),
});
export type ShiftRecord = z.infer<typeof ShiftRecordSchema>;

export class AlreadyClockedInError extends Error {
  constructor() {
    super('Already clocked in');
    this.name = 'AlreadyClockedInError';
  }
}

export class ShiftChangedError extends Error {
  constructor() {
    super('The shift changed meanwhile');
    this.name = 'ShiftChangedError';
  }
}

export async function getClockedIn(userId: string): Promise<ClockedInRecord | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.clockedIn(userId), ConsistentRead: true }));
  return Item ? { entryId: String(Item.entryId), week: String(Item.week), clockedInAt: String(Item.clockedInAt) } : null;
}

const shiftItem = (shift: ShiftRecord) => ({ ...keys.shift(shift.week, shift.userId, shift.entryId), type: 'Shift', ...shift });

export async function clockIn(shift: ShiftRecord): Promise<void> {
  const open: ClockedInRecord = { entryId: shift.entryId, week: shift.week, clockedInAt: shift.clockedInAt };
  try {
    await transactWrite([
      { Put: { TableName: tableName, Item: { ...keys.clockedIn(shift.userId), type: 'ClockedIn', ...open }, ConditionExpression: 'attribute_not_exists(pk)' } },
      { Put: { TableName: tableName, Item: shiftItem(shift), ConditionExpression: 'attribute_not_exists(pk)' } },
    ]);
  } catch (error) {
    if (error instanceof TransactionCancelledError && error.conditionFailedAt(0)) throw new AlreadyClockedInError();
    throw error;
  }
}

/** Removes the member's open-shift item (only if it is still this shift) in the transaction of `items`. */
function endOpenShift(userId: string, entryId: string) {
  return {
    Delete: {
      TableName: tableName,
      Key: keys.clockedIn(userId),
      ConditionExpression: 'entryId = :entry',
      ExpressionAttributeValues: { ':entry': entryId },
    },
  };
}

/** An open shift whose start a manager corrected: the header's clock shows the new start. */
function moveOpenShiftStart(shift: ShiftRecord) {
  return {
    Update: {
      TableName: tableName,
      Key: keys.clockedIn(shift.userId),
      UpdateExpression: 'SET clockedInAt = :in',
      ConditionExpression: 'entryId = :entry',
      ExpressionAttributeValues: { ':in': shift.clockedInAt, ':entry': shift.entryId },
    },
  };
}

/** Closes the open shift; false when it was closed meanwhile (another tab, or a manager's edit). */
export async function clockOut(userId: string, open: ClockedInRecord, clockedOutAt: string): Promise<boolean> {
  try {
    await transactWrite([
      endOpenShift(userId, open.entryId),
      {
        Update: {
          TableName: tableName,
          Key: keys.shift(open.week, userId, open.entryId),
          UpdateExpression: 'SET clockedOutAt = :out, version = version + :one',
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(clockedOutAt)',
          ExpressionAttributeValues: { ':out': clockedOutAt, ':one': 1 },
        },
      },
    ]);
    return true;
  } catch (error) {
    if (error instanceof TransactionCancelledError) return false;
    throw error;
  }
}

export async function getShift(week: string, userId: string, entryId: string): Promise<ShiftRecord | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.shift(week, userId, entryId), ConsistentRead: true }));
  return Item ? ShiftRecordSchema.parse(Item) : null;
}

/**
 * Saves a manager's correction: the shift as read (its version), the new times and the edit appended.
 * Closing a shift that was open also ends the member's open-shift item (or, left open, moves its
 * start), in the same transaction.
 */
export async function saveShiftEdit(previous: ShiftRecord, next: ShiftRecord, edit: ShiftEdit): Promise<void> {
  const saved: ShiftRecord = { ...next, version: previous.version + 1, edits: [...previous.edits, edit] };
  try {
    await transactWrite([
      { Put: { TableName: tableName, Item: shiftItem(saved), ConditionExpression: 'version = :v', ExpressionAttributeValues: { ':v': previous.version } } },
      ...(previous.clockedOutAt ? [] : next.clockedOutAt ? [endOpenShift(previous.userId, previous.entryId)] : [moveOpenShiftStart(next)]),
    ]);
  } catch (error) {
    if (error instanceof TransactionCancelledError) throw new ShiftChangedError();
    throw error;
  }
}

/** A week's shifts: everyone's, or one member's (a prefix of the same partition). One Query. */
export async function listShifts(week: string, userId?: string): Promise<ShiftRecord[]> {
  const items = await queryAll({
    KeyConditionExpression: userId ? 'pk = :pk AND begins_with(sk, :member)' : 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.shiftsPartition(week), ...(userId ? { ':member': keys.shiftsOfMemberPrefix(userId) } : {}) },
  });
  return items.map((item) => ShiftRecordSchema.parse(item));
}
