// Runs before each integration test file: points the functions at the run's DynamoDB Local, at its
// worker's own table there, and at a fresh outbox folder. It must run before any functions module is
// imported (they read env once). Files run two at a time, one per worker; a worker's files run one
// after another on its table, so no file sees another's data mid-run (decision 376).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { ensureTable } from '../../scripts/local/create-table';
import { functionsEnvironment } from '../../scripts/local/config';
import { LOCAL_TABLE_NAME } from '../../shared/table-design';

// The browser tests' stack raises the per-address registration limit in the runner's own environment
// (scripts/local/start-test-stack.ts), which a worker inherits when both projects run together: the
// integration tests keep the functions' default.
delete process.env.REGISTRATIONS_PER_ADDRESS_PER_HOUR;
// A worker's files share its modules (decision 383), which read the environment once: its folders are
// made once a worker, so every file of it writes and reads the same ones.
const worker = globalThis as { drsIntegrationFolders?: { outbox: string; uploads: string } };
worker.drsIntegrationFolders ??= { outbox: mkdtempSync(path.join(tmpdir(), 'drs-outbox-')), uploads: mkdtempSync(path.join(tmpdir(), 'drs-uploads-')) };
Object.assign(process.env, {
  ...functionsEnvironment({
    stage: 'test',
    dynamoEndpoint: inject('dynamoEndpoint'),
    siteOrigin: 'http://localhost:5173',
    outboxDir: worker.drsIntegrationFolders.outbox,
  }),
  UPLOADS_DIR: worker.drsIntegrationFolders.uploads,
  LOG_LEVEL: 'SILENT',
  TABLE_NAME: workerTableName(),
});
await ensureTable(inject('dynamoEndpoint'), process.env.TABLE_NAME!);
// Imported once the environment is set: the bus imports the functions, which read it.
await (await import('./bus')).endEarlierFilesBuses();

/** The table of this file's worker: VITEST_POOL_ID numbers the workers of a run from 1. */
function workerTableName(): string {
  return `${LOCAL_TABLE_NAME}-worker-${process.env.VITEST_POOL_ID ?? '1'}`;
}
