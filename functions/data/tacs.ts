// The TAC table staff extend: make and model by the first 8 digits of an IMEI, in one partition.
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { TacSchema, type Tac } from '../../shared/schemas/content/imei';
import { db, tableName } from './client';
import * as keys from './keys';
import { queryAll } from './query-all';

export async function getTac(tac: string): Promise<Tac | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.tac(tac) }));
  return Item ? TacSchema.parse(Item) : null;
}

export async function listTacRecords(): Promise<Tac[]> {
  const items = await queryAll({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': keys.tacsPartition } });
  return items.map((item) => TacSchema.parse(item));
}

export async function putTac(tac: Tac): Promise<void> {
  await db.send(new PutCommand({ TableName: tableName, Item: { ...keys.tac(tac.tac), type: 'Tac', ...tac } }));
}
