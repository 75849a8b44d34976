// The simulated card readers' own books (local stack only; decision 282): the stand-in for Stripe's
// reader. A reader holds at most one payment waiting on it, as a real reader does; the simulated
// reader's page (scripts/local/local-reader-page.ts) ends it with Approve, Decline or Cancel.
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { stripKeys } from './items';
import * as keys from './keys';
import { isConditionFailure } from './transact';

export interface LocalReaderAction {
  providerPaymentId: string;
  purpose: string;
  reference: string;
  amountPence: number;
}

export interface LocalReader {
  providerReaderId: string;
  label: string;
  action?: LocalReaderAction;
}

export async function putLocalReader(reader: LocalReader): Promise<void> {
  await db.send(new PutCommand({ TableName: tableName, Item: { ...keys.localReader(reader.providerReaderId), type: 'LocalReader', ...reader } }));
}

export async function getLocalReader(providerReaderId: string): Promise<LocalReader | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.localReader(providerReaderId), ConsistentRead: true }));
  return Item ? (stripKeys(Item) as unknown as LocalReader) : null;
}

/** Puts a payment on the reader; false when the reader is unknown or busy with another payment. */
export async function putLocalReaderAction(providerReaderId: string, action: LocalReaderAction): Promise<boolean> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.localReader(providerReaderId),
        UpdateExpression: 'SET #action = :action',
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(#action) OR #action.providerPaymentId = :pi)',
        ExpressionAttributeNames: { '#action': 'action' },
        ExpressionAttributeValues: { ':action': action, ':pi': action.providerPaymentId },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Takes the payment off the reader (paid, declined or cancelled); false when it was no longer on it. */
export async function clearLocalReaderAction(providerReaderId: string, providerPaymentId: string): Promise<boolean> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.localReader(providerReaderId),
        UpdateExpression: 'REMOVE #action',
        ConditionExpression: '#action.providerPaymentId = :pi',
        ExpressionAttributeNames: { '#action': 'action' },
        ExpressionAttributeValues: { ':pi': providerPaymentId },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
