// The one code out per user to prove their mobile number: its hash, the number it went to, when it
// stops working and the wrong tries so far. A new code replaces the old; DynamoDB's TTL clears it.
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import * as keys from './keys';

export interface PhoneCodeRecord {
  codeHash: string;
  phone: string;
  /** ISO; `expiresAt` on the item is the TTL (epoch seconds), an hour later. */
  codeExpiresAt: string;
  tries: number;
}

export async function putPhoneCode(userId: string, code: PhoneCodeRecord): Promise<void> {
  await db.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...keys.phoneVerification(userId), type: 'PhoneCode', ...code, expiresAt: keys.ttlFrom(new Date(Date.parse(code.codeExpiresAt) + 60 * 60 * 1000)) },
    }),
  );
}

export async function getPhoneCode(userId: string): Promise<PhoneCodeRecord | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.phoneVerification(userId), ConsistentRead: true }));
  return Item ? { codeHash: Item.codeHash, phone: Item.phone, codeExpiresAt: Item.codeExpiresAt, tries: Number(Item.tries) } : null;
}

/** Counts a wrong try on the code that was read (conditional, so racing guesses each count). */
export async function countWrongTry(userId: string, codeHash: string): Promise<number | null> {
  try {
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.phoneVerification(userId),
        UpdateExpression: 'ADD tries :one',
        ConditionExpression: 'codeHash = :hash',
        ExpressionAttributeValues: { ':one': 1, ':hash': codeHash },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return Number(Attributes?.tries);
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return null;
    throw error;
  }
}

/** Uses the code up; false when it was used or replaced meanwhile. */
export async function deletePhoneCode(userId: string, codeHash: string): Promise<boolean> {
  try {
    await db.send(
      new DeleteCommand({
        TableName: tableName,
        Key: keys.phoneVerification(userId),
        ConditionExpression: 'codeHash = :hash',
        ExpressionAttributeValues: { ':hash': codeHash },
      }),
    );
    return true;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}
