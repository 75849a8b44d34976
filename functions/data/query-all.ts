// Every item a Query matches, following DynamoDB's pages (1 MB each) to the end.
import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';

export async function queryAll(input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(new QueryCommand({ TableName: tableName, ...input, ExclusiveStartKey }));
    items.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}

/**
 * The items of a range of London days kept in one partition per calendar year (report rollups,
 * commission entries): one Query per year touched, sort keys from `skFrom` to `skTo`.
 */
export async function queryYears(from: string, to: string, partitionOf: (year: string) => string, skFrom: string, skTo: string): Promise<Record<string, unknown>[]> {
  const years: string[] = [];
  for (let y = Number(from.slice(0, 4)); y <= Number(to.slice(0, 4)); y++) years.push(String(y));
  const pages = await Promise.all(
    years.map((year) =>
      queryAll({
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        ExpressionAttributeValues: { ':pk': partitionOf(year), ':from': skFrom, ':to': skTo },
      }),
    ),
  );
  return pages.flat();
}
