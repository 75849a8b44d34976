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
Object.assign(process.env, {
  ...functionsEnvironment({
    stage: 'test',
    dynamoEndpoint: inject('dynamoEndpoint'),
    siteOrigin: 'http://localhost:5173',
    outboxDir: mkdtempSync(path.join(tmpdir(), 'drs-outbox-')),
  }),
  UPLOADS_DIR: mkdtempSync(path.join(tmpdir(), 'drs-uploads-')),
  LOG_LEVEL: 'SILENT',
  TABLE_NAME: workerTableName(),
});
await ensureTable(inject('dynamoEndpoint'), process.env.TABLE_NAME!);

/** The table of this file's worker: VITEST_POOL_ID numbers the workers of a run from 1. */
function workerTableName(): string {
  return `${LOCAL_TABLE_NAME}-worker-${process.env.VITEST_POOL_ID ?? '1'}`;
}
