// Street-level addresses already on file, filed under each of their words so that a typed word finds
// them with one Query (partition: the word's first 3 characters; sort key: the word, then the street).
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import * as keys from './keys';

export interface StreetOnFile {
  address: string;
  uses: number;
}

/** A street line (already reduced by toStreetLevel) with its stable key and the words it is filed under. */
export interface StreetEntry {
  streetLevel: string;
  key: string;
  words: string[];
}

/** Files a street line under its words; repeats count as uses. */
export async function recordStreetAddress({ streetLevel, key, words }: StreetEntry, now: Date): Promise<void> {
  await Promise.all(
    words.map((word) =>
      db.send(
        new UpdateCommand({
          TableName: tableName,
          Key: keys.addressWord(word, key),
          UpdateExpression: 'SET address = :address, #type = :type, lastUsedAt = :now ADD uses :one',
          ExpressionAttributeNames: { '#type': 'type' },
          ExpressionAttributeValues: { ':address': streetLevel, ':type': 'StreetAddress', ':now': now.toISOString(), ':one': 1 },
        }),
      ),
    ),
  );
}

/** Streets filed under a word starting with `wordPrefix` (3+ characters), most used first. */
export async function findStreetsByWord(wordPrefix: string, limit = 50): Promise<StreetOnFile[]> {
  const { Items } = await db.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.addressWordPartition(wordPrefix), ':prefix': wordPrefix },
      Limit: limit,
    }),
  );
  return (Items ?? [])
    .map((item) => ({ address: item.address as string, uses: (item.uses as number | undefined) ?? 0 }))
    .sort((a, b) => b.uses - a.uses || a.address.localeCompare(b.address));
}
