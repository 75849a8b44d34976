// One page of an account's own rows (purchases, job copies, devices), newest first: one Query of the
// account's partition or of gsi1, asking for one row more than the page to know whether another
// follows. The cursor is the page's last row's keys as base64url JSON, checked against the caller's
// partition and the list's prefix before use, so a tampered or foreign cursor is a 400, never another
// account's rows nor a 500 (decision 297).
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { BadRequestError } from '../lib/http-errors';
import { db, tableName } from './client';

export const INVALID_PAGE_CURSOR = 'The page cursor is not valid. Start again from the first page.';

export interface AccountPageQuery {
  /** The table's own keys, or gsi1 (whose partition is the account's). */
  index: 'table' | 'gsi1';
  partition: string;
  prefix: string;
  /** Sort keys from..to (inclusive) instead of a prefix: the sales and invoice lists' days (decision 361). */
  between?: readonly [string, string];
  cursor?: string;
  limit: number;
}

function keyNames(index: AccountPageQuery['index']): { partition: string; sort: string; names: string[] } {
  return index === 'table' ? { partition: 'pk', sort: 'sk', names: ['pk', 'sk'] } : { partition: 'gsi1pk', sort: 'gsi1sk', names: ['pk', 'sk', 'gsi1pk', 'gsi1sk'] };
}

function decodeCursor(query: AccountPageQuery): Record<string, string> {
  const { partition, sort, names } = keyNames(query.index);
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(query.cursor!, 'base64url').toString('utf8'));
  } catch {
    throw new BadRequestError(INVALID_PAGE_CURSOR);
  }
  const record = key as Record<string, unknown>;
  const shaped =
    typeof key === 'object' &&
    key !== null &&
    !Array.isArray(key) &&
    Object.keys(record).length === names.length &&
    names.every((name) => typeof record[name] === 'string' && (record[name] as string).length <= 300);
  // A cursor of another account or another list would page through rows that are not the caller's.
  const sortKey = shaped ? (record[sort] as string) : '';
  const inList = query.between ? sortKey >= query.between[0] && sortKey <= query.between[1] : sortKey.startsWith(query.prefix);
  if (!shaped || record[partition] !== query.partition || !inList) throw new BadRequestError(INVALID_PAGE_CURSOR);
  return record as Record<string, string>;
}

/** `after`: the sort key the page started after (the cursor's), when a cursor was given. */
export async function accountPage(query: AccountPageQuery): Promise<{ items: Record<string, unknown>[]; nextCursor?: string; after?: string }> {
  const { partition, sort, names } = keyNames(query.index);
  const start = query.cursor ? decodeCursor(query) : undefined;
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: tableName,
      ...(query.index === 'gsi1' ? { IndexName: 'gsi1' } : {}),
      ...(query.between
        ? { KeyConditionExpression: `${partition} = :pk AND ${sort} BETWEEN :from AND :to`, ExpressionAttributeValues: { ':pk': query.partition, ':from': query.between[0], ':to': query.between[1] } }
        : { KeyConditionExpression: `${partition} = :pk AND begins_with(${sort}, :prefix)`, ExpressionAttributeValues: { ':pk': query.partition, ':prefix': query.prefix } }),
      ScanIndexForward: false,
      Limit: query.limit + 1,
      ...(start ? { ExclusiveStartKey: start } : {}),
    }),
  );
  const items = Items.slice(0, query.limit);
  const after = start?.[sort];
  if (Items.length <= query.limit) return { items, ...(after ? { after } : {}) };
  const last = items.at(-1)!;
  const nextCursor = Buffer.from(JSON.stringify(Object.fromEntries(names.map((name) => [name, last[name]])))).toString('base64url');
  return { items, nextCursor, ...(after ? { after } : {}) };
}
