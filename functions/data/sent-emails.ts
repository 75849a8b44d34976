// Which emails have gone out, so a redelivered EmailRequested event does not send twice.
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { keys, ttlFrom } from './keys';

const KEEP_MS = 30 * 24 * 60 * 60 * 1000;

export async function wasEmailSent(emailId: string): Promise<boolean> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.sentEmail(emailId), ConsistentRead: true }));
  return !!Item;
}

export async function markEmailSent(emailId: string, kind: string, now: Date): Promise<void> {
  await db.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...keys.sentEmail(emailId), type: 'SentEmail', kind, sentAt: now.toISOString(), expiresAt: ttlFrom(new Date(now.getTime() + KEEP_MS)) },
    }),
  );
}
