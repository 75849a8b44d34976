// The app's own counters for /admin/check: one item per UTC hour in the HEALTH partition, counted
// with ADD (no read first) and kept 8 days; the last 24 hours are one Query of at most 25 items.
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import * as keys from './keys';
import { logger } from '../lib/logger';

const KEEP_MS = 8 * 24 * 60 * 60 * 1000;

export type HealthCounter = 'emailsSent' | 'emailsFailed' | 'emailsSwitchedOff';

function hourOf(date: Date): string {
  return date.toISOString().slice(0, 13);
}

/** Never fails its caller: a count lost is better than an email sent twice because the consumer was retried. */
export async function countHealth(counter: HealthCounter, now: Date): Promise<void> {
  await db
    .send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.healthHour(hourOf(now)),
      UpdateExpression: `ADD #counter :one SET #type = :type, expiresAt = :ttl${counter === 'emailsSent' ? ', lastEmailAt = :at' : ''}`,
      ExpressionAttributeNames: { '#counter': counter, '#type': 'type' },
      ExpressionAttributeValues: {
        ':one': 1,
        ':type': 'HealthHour',
        ':ttl': keys.ttlFrom(new Date(now.getTime() + KEEP_MS)),
        ...(counter === 'emailsSent' ? { ':at': now.toISOString() } : {}),
      },
    }),
    )
    .catch((error: unknown) => logger.warn('Health counter not counted', { counter, error: error as Error }));
}

export interface HealthTotals {
  emailsSent: number;
  emailsFailed: number;
  emailsSwitchedOff: number;
  lastEmailAt?: string;
}

/** The counters of the hours from `since` (its hour included) on. */
export async function healthSince(since: Date): Promise<HealthTotals> {
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND sk >= :from',
      ExpressionAttributeValues: { ':pk': keys.healthPartition, ':from': `${keys.healthHourPrefix}${hourOf(since)}` },
    }),
  );
  const totals: HealthTotals = { emailsSent: 0, emailsFailed: 0, emailsSwitchedOff: 0 };
  for (const item of Items) {
    totals.emailsSent += Number(item.emailsSent ?? 0);
    totals.emailsFailed += Number(item.emailsFailed ?? 0);
    totals.emailsSwitchedOff += Number(item.emailsSwitchedOff ?? 0);
    if (typeof item.lastEmailAt === 'string' && (!totals.lastEmailAt || item.lastEmailAt > totals.lastEmailAt)) totals.lastEmailAt = item.lastEmailAt;
  }
  return totals;
}
