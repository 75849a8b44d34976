// The card readers registered in Settings (decision 280): one item each in one partition, so the
// till's list of readers is one Query.
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { TerminalReader } from '../../shared/schemas/sales/terminal';
import { db, tableName } from './client';
import { stripKeys } from './items';
import * as keys from './keys';
import { isConditionFailure } from './transact';

export type TerminalReaderRecord = Omit<TerminalReader, 'simulatorUrl'>;

const toReader = (item: Record<string, unknown>) => stripKeys(item) as unknown as TerminalReaderRecord;

export async function listTerminalReaders(): Promise<TerminalReaderRecord[]> {
  const { Items = [] } = await db.send(
    new QueryCommand({ TableName: tableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': keys.terminalReadersPartition } }),
  );
  return Items.map(toReader).sort((a, b) => a.label.localeCompare(b.label, 'en-GB'));
}

export async function getTerminalReader(readerId: string): Promise<TerminalReaderRecord | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.terminalReader(readerId) }));
  return Item ? toReader(Item) : null;
}

export async function putTerminalReader(reader: TerminalReaderRecord): Promise<void> {
  await db.send(
    new PutCommand({ TableName: tableName, Item: { ...keys.terminalReader(reader.readerId), type: 'TerminalReader', ...reader }, ConditionExpression: 'attribute_not_exists(pk)' }),
  );
}

/** Renames or moves a reader; null when no reader has that id. */
export async function updateTerminalReader(readerId: string, change: { label: string; location: string }): Promise<TerminalReaderRecord | null> {
  try {
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.terminalReader(readerId),
        UpdateExpression: 'SET label = :label, #location = :location',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#location': 'location' },
        ExpressionAttributeValues: { ':label': change.label, ':location': change.location },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes ? toReader(Attributes) : null;
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}

/** Takes a reader off the till's list; false when no reader has that id. Its payments keep their label. */
export async function deleteTerminalReader(readerId: string): Promise<boolean> {
  try {
    await db.send(new DeleteCommand({ TableName: tableName, Key: keys.terminalReader(readerId), ConditionExpression: 'attribute_exists(pk)' }));
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
