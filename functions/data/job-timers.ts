// Technicians' time on jobs. A running timer is one item under the technician (so a second start is
// refused by its condition: one running timer each) plus its time entry in the job's partition (so
// the job sheet lists it with the same Query). Stopping removes the first and completes the second in
// one transaction.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { TimeEntry } from '../../shared/schemas/repairs/workshop';
import { db, tableName } from './client';
import * as keys from './keys';
import { TransactionCancelledError, transactWrite } from './transact';
import { lineItem, type LineRecord } from './jobs';

export interface RunningTimerRecord {
  jobQr: string;
  jobNumber: string;
  entryId: string;
  startedAt: string;
}

export class TimerAlreadyRunningError extends Error {
  constructor() {
    super('A timer is already running');
    this.name = 'TimerAlreadyRunningError';
  }
}

export class JobNotOpenError extends Error {
  constructor() {
    super('The job does not exist or is closed');
    this.name = 'JobNotOpenError';
  }
}

export class TimeChargedMeanwhileError extends Error {
  constructor() {
    super('Some of the time was charged or changed meanwhile');
    this.name = 'TimeChargedMeanwhileError';
  }
}

const CLOSED = { ':c1': 'Collected', ':c2': 'Cancelled', ':c3': 'Unrepairable / returned' };
const openJobCheck = (qrCode: string) => ({
  ConditionCheck: {
    TableName: tableName,
    Key: keys.job(qrCode),
    ConditionExpression: 'attribute_exists(pk) AND NOT #status IN (:c1, :c2, :c3)',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: CLOSED,
  },
});

export async function getRunningTimer(userId: string): Promise<RunningTimerRecord | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.runningTimer(userId), ConsistentRead: true }));
  return Item ? { jobQr: Item.jobQr, jobNumber: Item.jobNumber, entryId: Item.entryId, startedAt: Item.startedAt } : null;
}

export async function startTimer(running: RunningTimerRecord, entry: TimeEntry): Promise<void> {
  try {
    await transactWrite([
      openJobCheck(running.jobQr),
      { Put: { TableName: tableName, Item: { ...keys.runningTimer(entry.technicianId), type: 'RunningTimer', ...running }, ConditionExpression: 'attribute_not_exists(pk)' } },
      { Put: { TableName: tableName, Item: { ...keys.jobTimeEntry(running.jobQr, entry.id), type: 'JobTimeEntry', ...entry }, ConditionExpression: 'attribute_not_exists(pk)' } },
    ]);
  } catch (error) {
    if (error instanceof TransactionCancelledError && error.conditionFailedAt(0)) throw new JobNotOpenError();
    if (error instanceof TransactionCancelledError && error.conditionFailedAt(1)) throw new TimerAlreadyRunningError();
    throw error;
  }
}

/** False when the timer was stopped meanwhile (another tab). */
export async function stopTimer(userId: string, running: RunningTimerRecord, stoppedAt: string, seconds: number): Promise<boolean> {
  try {
    await transactWrite([
      {
        Delete: {
          TableName: tableName,
          Key: keys.runningTimer(userId),
          ConditionExpression: 'entryId = :entry',
          ExpressionAttributeValues: { ':entry': running.entryId },
        },
      },
      {
        Update: {
          TableName: tableName,
          Key: keys.jobTimeEntry(running.jobQr, running.entryId),
          UpdateExpression: 'SET stoppedAt = :at, seconds = :seconds',
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(stoppedAt)',
          ExpressionAttributeValues: { ':at': stoppedAt, ':seconds': seconds },
        },
      },
    ]);
    return true;
  } catch (error) {
    if (error instanceof TransactionCancelledError) return false;
    throw error;
  }
}

/** Adds the labour lines and marks each entry charged on its line, all or nothing. */
export async function chargeTime(qrCode: string, charges: readonly { line: LineRecord; entryIds: readonly string[] }[]): Promise<void> {
  try {
    await transactWrite([
      openJobCheck(qrCode),
      ...charges.flatMap(({ line, entryIds }) => [
        lineItem(qrCode, line),
        ...entryIds.map((id) => ({
          Update: {
            TableName: tableName,
            Key: keys.jobTimeEntry(qrCode, id),
            UpdateExpression: 'SET lineId = :line',
            ConditionExpression: 'attribute_exists(stoppedAt) AND attribute_not_exists(lineId)',
            ExpressionAttributeValues: { ':line': line.id },
          },
        })),
      ]),
    ]);
  } catch (error) {
    if (error instanceof TransactionCancelledError && error.conditionFailedAt(0)) throw new JobNotOpenError();
    if (error instanceof TransactionCancelledError) throw new TimeChargedMeanwhileError();
    throw error;
  }
}
