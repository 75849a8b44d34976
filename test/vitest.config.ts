// One vitest run, four projects: unit, integration (DynamoDB Local), infra (CDK synth and cdk-nag)
// and e2e (the local stack in Chromium). `npm test` runs them all; `--project <name>` runs one.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import BalancedSequencer from './support/balanced-sequencer';

const root = fileURLToPath(new URL('..', import.meta.url));

// The pinned AWS SDK runs on Node 20 but warns that later releases will not; Lambdas run Node 22.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

export default defineConfig({
  test: {
    root,
    // `--shard` splits the browser tests by measured duration (scripts/test.ts runs two shards).
    sequence: { sequencer: BalancedSequencer },
    projects: [
      {
        test: {
          name: 'unit',
          root,
          include: ['test/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          root,
          include: ['test/integration/**/*.test.ts'],
          // One DynamoDB Local; each worker's files run one after another on the worker's own table
          // in it (integration-env.ts), so `--maxWorkers=2` runs two files at once (decision 376).
          globalSetup: ['test/support/dynamodb-global-setup.ts'],
          setupFiles: ['test/support/integration-env.ts'],
          // argon2 hashing and DynamoDB Local round trips are slower than unit work.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'infra',
          root,
          include: ['test/infra/**/*.test.ts'],
          // Files share a worker's modules, so the plain app is synthesised once (synth-app.ts).
          isolate: false,
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'e2e',
          root,
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['test/e2e/global-setup.ts'],
          // One file at a time per stack (each shard of `npm test` has its own stack): files share
          // its data. Each file has its own modules (sharing them across files, tried, made the
          // journeys depend on their order).
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A form's answer (an argon2 hash, a handler's first import) can take over a second on the
          // shared machine: expect.poll's default of 1 s failed journeys that were right.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
