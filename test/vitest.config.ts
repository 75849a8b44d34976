// One vitest run, four projects: unit, integration (DynamoDB Local), infra (CDK synth and cdk-nag)
// and e2e (the local stack in Chromium). `npm test` runs them all; `--project <name>` runs one.
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';
import { defineConfig } from 'vitest/config';
import BalancedSequencer from './support/balanced-sequencer';

const root = fileURLToPath(new URL('..', import.meta.url));

// The pinned AWS SDK runs on Node 20 but warns that later releases will not; Lambdas run Node 22.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/**
 * Projects whose files import the code as Node does, with tsx turning TypeScript into JavaScript,
 * rather than through Vite's module runner, which rewrites every import of every module it runs: the
 * local stack in the browser tests' main process spent 30 % less CPU, the integration workers 6 %
 * (decision 395). Their files mock no module; the unit tests keep the runner for `import.meta.glob`
 * in the frontend's route tree, and the files that mock keep it for `vi.mock`. As nothing is mocked
 * in them, vitest's own loader for mocks is off (it needs Node 22.15 besides).
 */
const native = { experimental: { viteModuleRunner: false, nodeLoader: false }, execArgv: ['--import', 'tsx'] };
// Their global setups (DynamoDB Local, the local stack) are imported in this process, natively too.
register();

// The integration tests: one DynamoDB Local; each worker's files run one after another on the
// worker's own table in it (integration-env.ts), so `--maxWorkers=2` runs two files at once (decision 376).
const integration = {
  root,
  globalSetup: ['test/support/dynamodb-global-setup.ts'],
  setupFiles: ['test/support/integration-env.ts'],
  // argon2 hashing and DynamoDB Local round trips are slower than unit work.
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

/**
 * Integration files that need modules of their own: they replace a module (vi.mock) or point the
 * functions at a table of their own before importing them, which a worker's shared modules would
 * not see or would carry into the next file.
 */
const OWN_MODULES = [
  'test/integration/settings/settings.test.ts',
  'test/integration/staff/last-owner.test.ts',
  'test/integration/staff/staff-members.test.ts',
  'test/integration/sales/manager-approval.test.ts',
  'test/integration/staff/custom-roles.test.ts',
];

/** The unit tests, in a worker's modules shared by its files (decision 393) or each file's own. */
const unit = { root, include: ['test/unit/**/*.test.{ts,tsx}'], environment: 'node' as const };

/**
 * Unit files that need modules of their own: they set the environment a module reads once when it
 * loads, mock an AWS client's class, or test what a module keeps once per instance (Stripe's keys),
 * which a worker's shared modules would not see or would carry into the next file. A file that stubs
 * a global and puts it back after each test (vi.unstubAllGlobals) shares them.
 */
const UNIT_OWN_MODULES = [
  'test/unit/functions/amazon-location-provider.test.ts',
  'test/unit/functions/aws-sms-transport.test.ts',
  'test/unit/functions/export-files.test.ts',
  'test/unit/functions/shop/stripe-provider.test.ts',
];

export default defineConfig({
  test: {
    root,
    // `--shard` splits the browser tests by measured duration (scripts/test.ts runs two shards).
    sequence: { sequencer: BalancedSequencer },
    projects: [
      {
        test: {
          ...unit,
          name: 'unit',
          exclude: UNIT_OWN_MODULES,
          // A worker's files share its modules: importing them again for each file was two thirds of
          // the project's CPU (decision 393).
          isolate: false,
        },
      },
      { test: { ...unit, name: 'unit-own-modules', include: UNIT_OWN_MODULES } },
      {
        test: {
          ...integration,
          ...native,
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          exclude: OWN_MODULES,
          // A worker's files share its modules: the handlers' graph is imported once a worker, not
          // once a file (it was 480 s of the lane's import time). Decision 383.
          isolate: false,
        },
      },
      { test: { ...integration, name: 'integration-own-modules', include: OWN_MODULES } },
      {
        test: {
          ...native,
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
          ...native,
          name: 'e2e',
          root,
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['test/e2e/global-setup.ts'],
          // One file at a time per stack (each shard of `npm test` has its own stack): files share
          // its data.
          fileParallelism: false,
          // And the worker's modules: playwright-core, the support files and the one Chromium are
          // loaded once a shard, not once a file: about 1.3 CPU-seconds less a file (decision 394).
          // Every file makes its own data and sets only the environment the stack already has.
          isolate: false,
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
