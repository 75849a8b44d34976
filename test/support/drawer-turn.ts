// The shop has one cash drawer (decision 140) and every integration test file shares one table, so the
// files that open, sell into and close the drawer take turns: each holds a lock item for its whole run.
// Without it, one file's sales land in another's session and break its Z report's expected totals.
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { db, tableName } from '../../functions/data/client';

const LOCK_KEY = { pk: 'TEST_LOCK#DRAWER', sk: 'LOCK' };
/** A file that dies without releasing the lock frees it after this long. */
const LEASE_MS = 5 * 60 * 1000;
const WAIT_MS = 10 * 60 * 1000;

async function take(holder: string): Promise<void> {
  const giveUpAt = Date.now() + WAIT_MS;
  for (;;) {
    try {
      await db.send(
        new PutCommand({
          TableName: tableName,
          Item: { ...LOCK_KEY, holder, leaseEndsAt: Date.now() + LEASE_MS },
          ConditionExpression: 'attribute_not_exists(pk) OR leaseEndsAt < :now',
          ExpressionAttributeValues: { ':now': Date.now() },
        }),
      );
      return;
    } catch (error) {
      if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
      if (Date.now() > giveUpAt) throw new Error('Waited 10 minutes for the drawer: another test file still holds it');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/** Holds the shop's drawer for this test file: call at the top of the file, before its own hooks. */
export function takeDrawerTurn(): void {
  const holder = randomUUID();
  beforeAll(() => take(holder), WAIT_MS + 10_000);
  afterAll(async () => {
    await db.send(new DeleteCommand({ TableName: tableName, Key: LOCK_KEY, ConditionExpression: 'holder = :me', ExpressionAttributeValues: { ':me': holder } }));
  });
}
