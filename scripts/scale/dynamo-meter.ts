// Counts what a piece of work asks of DynamoDB: a middleware on the app's one document client
// (functions/data/client.ts) that asks every request for its consumed capacity, tallies requests by
// command and the read and write capacity units DynamoDB reports, and refuses any Scan outright, so
// a handler that scans fails where it is measured (decision 336).
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export class ScanRefusedError extends Error {
  constructor(readonly table: string | undefined) {
    super(`A Scan of ${table ?? 'the table'} was refused: request paths read by key (docs/data-model.md)`);
    this.name = 'ScanRefusedError';
  }
}

export interface Tally {
  requests: number;
  byCommand: Record<string, number>;
  readUnits: number;
  writeUnits: number;
  /** Bytes of the items read back (JSON length, a proxy for their stored size). */
  itemBytes: number;
  scans: string[];
}

const READS = new Set(['GetItemCommand', 'BatchGetItemCommand', 'QueryCommand', 'ScanCommand', 'TransactGetItemsCommand', 'GetCommand', 'BatchGetCommand', 'TransactGetCommand']);
const SCANS = new Set(['ScanCommand']);

export function emptyTally(): Tally {
  return { requests: 0, byCommand: {}, readUnits: 0, writeUnits: 0, itemBytes: 0, scans: [] };
}

type Capacity = { CapacityUnits?: number; ReadCapacityUnits?: number; WriteCapacityUnits?: number };

function unitsOf(consumed: Capacity | Capacity[] | undefined): number {
  const list = Array.isArray(consumed) ? consumed : consumed ? [consumed] : [];
  return list.reduce((sum, c) => sum + (c.CapacityUnits ?? (c.ReadCapacityUnits ?? 0) + (c.WriteCapacityUnits ?? 0)), 0);
}

function bytesOf(output: Record<string, unknown>): number {
  const items = (output.Items as unknown[] | undefined) ?? (output.Item ? [output.Item] : []);
  return items.reduce<number>((sum, item) => sum + JSON.stringify(item).length, 0);
}

/**
 * Installs the meter once on the client; `current()` names the tally the next requests count into
 * (null: not counted, Scans still refused).
 */
export function installMeter(client: DynamoDBDocumentClient, current: () => Tally | null): void {
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const command = String((context as { commandName?: string }).commandName ?? 'Unknown');
      const input = args.input as Record<string, unknown>;
      if (SCANS.has(command)) {
        const table = input.TableName as string | undefined;
        current()?.scans.push(table ?? '?');
        throw new ScanRefusedError(table);
      }
      input.ReturnConsumedCapacity = 'TOTAL';
      const result = await next(args);
      const tally = current();
      if (tally) {
        const output = result.output as Record<string, unknown>;
        tally.requests++;
        tally.byCommand[command] = (tally.byCommand[command] ?? 0) + 1;
        const units = unitsOf(output.ConsumedCapacity as Capacity | Capacity[] | undefined);
        if (READS.has(command)) tally.readUnits += units;
        else tally.writeUnits += units;
        tally.itemBytes += bytesOf(output);
      }
      return result;
    },
    { step: 'initialize', name: 'scaleMeter', override: true },
  );
}
