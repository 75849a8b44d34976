// Batch writes for seeds and backfills (decision 335): Puts in BatchWriteItem requests of 25
// (DynamoDB's limit), a few in flight, what comes back unprocessed retried with a backoff.
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../functions/data/client';

const BATCH = 25;
const IN_FLIGHT = 6;

/** BatchWriteItem refuses two writes to one key in a request: the last one wins. */
function distinct(items: Record<string, unknown>[]): Record<string, unknown>[] {
  const byKey = new Map<string, Record<string, unknown>>();
  for (const item of items) byKey.set(`${String(item.pk)}\u0000${String(item.sk)}`, item);
  return [...byKey.values()];
}

async function writeBatch(items: Record<string, unknown>[]): Promise<void> {
  let requests = items.map((Item) => ({ PutRequest: { Item } }));
  for (let attempt = 0; requests.length > 0; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(2000, 50 * 2 ** attempt)));
    const result = await db.send(new BatchWriteCommand({ RequestItems: { [tableName]: requests } }));
    requests = (result.UnprocessedItems?.[tableName] ?? []) as typeof requests;
    if (attempt > 10) throw new Error(`${requests.length} items stayed unprocessed after 10 retries`);
  }
}

export async function inParallel(work: readonly (() => Promise<void>)[], width: number): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < work.length) await work[next++]!();
    }),
  );
}

export async function writeAll(items: Record<string, unknown>[], width = IN_FLIGHT): Promise<number> {
  const unique = distinct(items);
  const batches: (() => Promise<void>)[] = [];
  for (let i = 0; i < unique.length; i += BATCH) {
    const batch = unique.slice(i, i + BATCH);
    batches.push(() => writeBatch(batch));
  }
  await inParallel(batches, width);
  return unique.length;
}

