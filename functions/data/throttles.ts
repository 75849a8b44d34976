// Attempt counters, one item per (rule, key), shared by every Lambda instance. Updates are atomic
// (ADD under a condition), and each item expires through the table's TTL after its window or lock.
import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import * as keys from './keys';
import { isConditionFailure } from './transact';

export interface ThrottleRule {
  /** Names the counter in its key. */
  scope: string;
  /** Attempts allowed within one window. */
  limit: number;
  /** A window opens at the first attempt counted and lasts this long. */
  windowMs: number;
  /** How long further attempts are refused once the limit is reached; 0: until the window ends. */
  lockMs: number;
}

/** A counter as stored; times are epoch milliseconds. */
export interface ThrottleState {
  count: number;
  windowEndsAt: number;
  lockedUntil?: number;
}

export async function readThrottle(rule: ThrottleRule, key: string): Promise<ThrottleState | null> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: keys.throttle(rule.scope, key), ConsistentRead: true }),
  );
  if (!Item) return null;
  return {
    count: Item.count as number,
    windowEndsAt: Item.windowEndsAt as number,
    ...(typeof Item.lockedUntil === 'number' ? { lockedUntil: Item.lockedUntil } : {}),
  };
}

function ttlSeconds(rule: ThrottleRule, now: Date): number {
  return Math.ceil((now.getTime() + Math.max(rule.windowMs, rule.lockMs)) / 1000) + 60;
}

/**
 * Counts one attempt and answers the count including it. Within an open window it adds 1; when the
 * window has closed (or never opened) it opens a new one at 1, keeping any lock still in force.
 */
export async function countAttempt(rule: ThrottleRule, key: string, now: Date): Promise<number> {
  const Key = keys.throttle(rule.scope, key);
  const t = now.getTime();
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const { Attributes } = await db.send(
        new UpdateCommand({
          TableName: tableName,
          Key,
          UpdateExpression: 'ADD #count :one',
          ConditionExpression: 'windowEndsAt > :now',
          ExpressionAttributeNames: { '#count': 'count' },
          ExpressionAttributeValues: { ':one': 1, ':now': t },
          ReturnValues: 'UPDATED_NEW',
        }),
      );
      return Attributes?.count as number;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
    try {
      await db.send(
        new UpdateCommand({
          TableName: tableName,
          Key,
          UpdateExpression: 'SET #count = :one, windowEndsAt = :end, expiresAt = :ttl, #type = :type',
          ConditionExpression: 'attribute_not_exists(pk) OR windowEndsAt <= :now',
          ExpressionAttributeNames: { '#count': 'count', '#type': 'type' },
          ExpressionAttributeValues: { ':one': 1, ':now': t, ':end': t + rule.windowMs, ':ttl': ttlSeconds(rule, now), ':type': 'Throttle' },
        }),
      );
      return 1;
    } catch (error) {
      // Another instance opened the window first: count into it.
      if (!isConditionFailure(error)) throw error;
    }
  }
  throw new Error(`Could not count an attempt for ${rule.scope}`);
}

/** Takes back an attempt that turned out not to be a failure (or was refused before it ran). */
export async function uncountAttempt(rule: ThrottleRule, key: string): Promise<void> {
  await db
    .send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.throttle(rule.scope, key),
        UpdateExpression: 'ADD #count :minus',
        ConditionExpression: 'attribute_exists(pk) AND #count > :zero',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':minus': -1, ':zero': 0 },
      }),
    )
    .catch((error: unknown) => {
      if (!isConditionFailure(error)) throw error;
    });
}

/** Refuses further attempts until now + rule.lockMs (an earlier lock is extended, never shortened). */
export async function lockThrottle(rule: ThrottleRule, key: string, now: Date): Promise<void> {
  const until = now.getTime() + rule.lockMs;
  await db
    .send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.throttle(rule.scope, key),
        UpdateExpression: 'SET lockedUntil = :until, expiresAt = :ttl',
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(lockedUntil) OR lockedUntil < :until)',
        ExpressionAttributeValues: { ':until': until, ':ttl': ttlSeconds(rule, now) },
      }),
    )
    .catch((error: unknown) => {
      if (!isConditionFailure(error)) throw error;
    });
}

/** Forgets the counter (a successful sign-in clears the account's failures). */
export async function clearThrottle(rule: ThrottleRule, key: string): Promise<void> {
  await db.send(new DeleteCommand({ TableName: tableName, Key: keys.throttle(rule.scope, key) }));
}

/** Clears the counter only when it has reached the rule's limit (a lock to lift); false when it had not. */
export async function clearThrottleAtLimit(rule: ThrottleRule, key: string): Promise<boolean> {
  try {
    await db.send(
      new DeleteCommand({
        TableName: tableName,
        Key: keys.throttle(rule.scope, key),
        ConditionExpression: '#count >= :limit',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':limit': rule.limit },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
