// Runs before each integration test file: points the functions at the run's DynamoDB Local and a
// fresh outbox folder. It must run before any functions module is imported (they read env once).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { functionsEnvironment } from '../../scripts/local/config';

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
});
