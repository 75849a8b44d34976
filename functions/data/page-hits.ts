// Page hits, one item each, partitioned by day (Europe/London) for the reports screen; kept 13 months.
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { PageHitEvent } from '../../shared/events';
import { db, tableName } from './client';
import { keys, ttlFrom } from './keys';
import { londonDay } from '../../shared/dates';

const RETENTION_DAYS = 396;

export function pageHitItem(hit: PageHitEvent) {
  const at = new Date(hit.at);
  const day = londonDay(at);
  return {
    ...keys.pageHit(day, hit.at, hit.id),
    type: 'PageHit',
    ...hit,
    day,
    expiresAt: ttlFrom(new Date(at.getTime() + RETENTION_DAYS * 24 * 60 * 60 * 1000)),
  };
}

/** Writes the hit once: a redelivered event finds its item already there and changes nothing. */
export async function savePageHit(hit: PageHitEvent): Promise<'saved' | 'duplicate'> {
  try {
    await db.send(
      new PutCommand({ TableName: tableName, Item: pageHitItem(hit), ConditionExpression: 'attribute_not_exists(pk)' }),
    );
    return 'saved';
  } catch (error) {
    if ((error as { name?: string }).name === 'ConditionalCheckFailedException') return 'duplicate';
    throw error;
  }
}
