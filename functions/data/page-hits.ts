// Page hits, one item each, partitioned by day (Europe/London) for the reports screen; kept 13 months.
// Each day keeps view counters (the day's total and one per path), raised in the same transaction as
// the hit's first write, so a report reads counters, not every hit (decision 073); they live in one
// partition per month, so a month's report is one Query, not one per day (decision 362).
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { PageHitEvent } from '../../shared/events';
import { db, tableName } from './client';
import * as keys from './keys';
import { londonDay } from '../../shared/dates';
import { TransactionCancelledError, transactWrite } from './transact';

const RETENTION_DAYS = 396;
/** Sort keys hold at most 1 KB; paths longer than this are counted under their first 400 characters. */
const MAX_COUNTED_PATH = 400;

function retentionEnd(at: Date): number {
  return keys.ttlFrom(new Date(at.getTime() + RETENTION_DAYS * 24 * 60 * 60 * 1000));
}

export function pageHitItem(hit: PageHitEvent) {
  const at = new Date(hit.at);
  const day = londonDay(at);
  return {
    ...keys.pageHit(day, hit.at, hit.id),
    type: 'PageHit',
    ...hit,
    day,
    expiresAt: retentionEnd(at),
  };
}

function counterUpdate(key: Record<string, string>, extra: Record<string, string>, expiresAt: number) {
  const names = Object.keys(extra);
  return {
    Update: {
      TableName: tableName,
      Key: key,
      UpdateExpression: `ADD #views :one SET #type = :type, expiresAt = :ttl${names.map((n, i) => `, #e${i} = :e${i}`).join('')}`,
      ExpressionAttributeNames: { '#views': 'views', '#type': 'type', ...Object.fromEntries(names.map((n, i) => [`#e${i}`, n])) },
      ExpressionAttributeValues: {
        ':one': 1,
        ':type': 'PageViewCounter',
        ':ttl': expiresAt,
        ...Object.fromEntries(names.map((n, i) => [`:e${i}`, extra[n]])),
      },
    },
  };
}

/**
 * Writes the hit once and counts it once, under `countedAs` (its path, or its route for a record's page,
 * decision 381): a redelivered event finds its item there, the condition cancels the whole
 * transaction, and no counter moves.
 */
export async function savePageHit(hit: PageHitEvent, countedAs: string): Promise<'saved' | 'duplicate'> {
  const item = pageHitItem(hit);
  const path = countedAs.slice(0, MAX_COUNTED_PATH);
  try {
    await transactWrite([
      { Put: { TableName: tableName, Item: item, ConditionExpression: 'attribute_not_exists(pk)' } },
      counterUpdate(keys.pageViewsOfDay(item.day), { day: item.day }, item.expiresAt),
      counterUpdate(keys.pageViewsOfPath(item.day, path), { day: item.day, path }, item.expiresAt),
    ]);
    return 'saved';
  } catch (error) {
    if (error instanceof TransactionCancelledError && error.conditionFailedAt(0)) return 'duplicate';
    throw error;
  }
}

export interface DayViews {
  day: string;
  views: number;
  /** Views per path that day. */
  paths: Map<string, number>;
}

/**
 * The counters of the days from `from` to `to` (inclusive, at most a few months): one Query per
 * calendar month touched, following its pages; every day of the range answered, zero when unseen.
 */
export async function readViews(from: string, to: string, days: readonly string[]): Promise<DayViews[]> {
  const byDay = new Map<string, DayViews>(days.map((day) => [day, { day, views: 0, paths: new Map() }]));
  const months = [...new Set(days.map((day) => day.slice(0, 7)))];
  await Promise.all(
    months.map(async (month) => {
      let startKey: Record<string, unknown> | undefined;
      do {
        const page = await db.send(
          new QueryCommand({
            TableName: tableName,
            KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
            ExpressionAttributeValues: { ':pk': keys.pageViewsPartition(month), ':from': keys.pageViewsFrom(from), ':to': keys.pageViewsTo(to) },
            ExclusiveStartKey: startKey,
          }),
        );
        for (const item of page.Items ?? []) {
          const day = byDay.get(String(item.day));
          if (!day) continue;
          if (item.path === undefined) day.views = Number(item.views);
          else day.paths.set(String(item.path), Number(item.views));
        }
        startKey = page.LastEvaluatedKey;
      } while (startKey);
    }),
  );
  return [...byDay.values()];
}
