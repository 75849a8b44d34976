// The scale data's own DynamoDB Local, kept on disk in .local/scale/<name> so a run resumes and the
// bench reads what the generator wrote, apart from `npm start`'s data; or any endpoint given.
// Sets the functions' environment, so functions modules may be imported only after it.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LOCAL_TABLE_NAME } from '../../shared/table-design';
import { functionsEnvironment, LOCAL_DIR } from '../local/config';
import { ensureTable } from '../local/create-table';
import { startDynamoDbLocal } from '../local/dynamodb-local';
import { freePort } from '../local/ports';

export interface ScaleTableOptions {
  /** A folder name under .local/scale/, or an absolute path. */
  dir: string;
  /** An already running DynamoDB (e.g. `npm start`'s http://127.0.0.1:8000): no process is started. */
  endpoint?: string;
  /** The generator's bulk load: DynamoDB Local without fsync when eatmydata is installed (decision 387). */
  unsynced?: boolean;
}

export interface ScaleTable {
  endpoint: string;
  dataDir: string | null;
  stop(): Promise<void>;
}

export function scaleDataDir(dir: string): string {
  return path.isAbsolute(dir) ? dir : path.join(LOCAL_DIR, 'scale', dir);
}

export async function openScaleTable(options: ScaleTableOptions): Promise<ScaleTable> {
  const dataDir = options.endpoint ? null : scaleDataDir(options.dir);
  const dynamo = options.endpoint ? { endpoint: options.endpoint, stop: async () => undefined } : await startDynamoDbLocal({ port: await freePort(), dataDir: dataDir!, readyWithinMs: 180_000, unsynced: options.unsynced });
  await ensureTable(dynamo.endpoint, LOCAL_TABLE_NAME);
  Object.assign(process.env, {
    ...functionsEnvironment({ stage: 'local', dynamoEndpoint: dynamo.endpoint, siteOrigin: 'http://localhost:3000', outboxDir: mkdtempSync(path.join(tmpdir(), 'drs-scale-outbox-')) }),
    UPLOADS_DIR: mkdtempSync(path.join(tmpdir(), 'drs-scale-uploads-')),
    LOG_LEVEL: 'ERROR',
  });
  return { endpoint: dynamo.endpoint, dataDir, stop: dynamo.stop };
}

export function defaultScaleDir(years: number, factor: number, seed: string): string {
  return `y${years}-f${factor}-${seed}`;
}
