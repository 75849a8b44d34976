// The card readers registered in Settings (decision 280): one item each in one partition, so the
// till's list of readers is one Query.
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { TerminalReader } from '../../shared/schemas/sales/terminal';
import { db, tableName } from './client';
import { stripKeys } from './items';
import * as keys from './keys';

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
