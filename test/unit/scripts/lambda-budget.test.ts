// The Lambda bundle check (scripts/check-lambda-budget.ts) and the builds it measures: what it
// reports, and that a real build leaves out what the functions never run (decision 017).
import { describe, expect, it } from 'vitest';
import { budgetProblems, staleDebts } from '../../../scripts/check-lambda-budget';
import { buildLambdaBundles, contributorOf, lambdaEntries, type LambdaBundle } from '../../../scripts/lambda-bundles';

function bundle(overrides: Partial<LambdaBundle>): LambdaBundle {
  return {
    name: 'handlers/shop/create-checkout',
    entry: '/repo/functions/handlers/shop/create-checkout.ts',
    nativeModules: [],
    publishesEvents: false,
    bytes: 300 * 1024,
    contributors: [
      { name: 'stripe', bytes: 200 * 1024 },
      { name: '@smithy/core', bytes: 110 * 1024 },
      { name: 'shared/schemas', bytes: 10 * 1024 },
    ],
    staticImports: ['node:module', 'node:crypto'],
    ...overrides,
  };
}

describe('Lambda bundle budget', () => {
  it('names a bundle over the budget, by how much, and its largest parts first', () => {
    const problems = budgetProblems([bundle({ bytes: 360 * 1024 }), bundle({ name: 'handlers/shop/list-products' })]);

    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('handlers/shop/create-checkout: 360.0 KiB, over the 350.0 KiB budget by 10.0 KiB');
    expect(problems[0]!.indexOf('stripe')).toBeLessThan(problems[0]!.indexOf('@smithy/core'));
  });

  it('holds a recorded debt to its ceiling: at or under it passes, past it fails, back within the budget asks for the entry to go', () => {
    const debts = { 'handlers/shop/create-checkout': 400 * 1024 };

    expect(budgetProblems([bundle({ bytes: 400 * 1024 })], undefined, debts)).toEqual([]);
    expect(budgetProblems([bundle({ bytes: 401 * 1024 })], undefined, debts)[0]).toContain(
      'handlers/shop/create-checkout: 401.0 KiB, over its recorded ceiling of 400.0 KiB (scripts/lambda-budget-debts.ts) by 1.0 KiB',
    );
    expect(budgetProblems([bundle({ bytes: 340 * 1024 })], undefined, debts)).toEqual([
      'handlers/shop/create-checkout: 340.0 KiB is within the budget now: remove its entry from scripts/lambda-budget-debts.ts',
    ]);
  });

  it('names a recorded debt whose bundle no longer exists', () => {
    expect(staleDebts([bundle({})], { 'handlers/shop/gone': 400 * 1024 })).toEqual([
      'handlers/shop/gone: no such bundle: remove its entry from scripts/lambda-budget-debts.ts',
    ]);
  });

  it('passes a bundle at exactly the budget', () => {
    expect(budgetProblems([bundle({ bytes: 350 * 1024 })])).toEqual([]);
  });

  it('refuses a package imported from outside the bundle at start-up, but not built-ins or its native addons', () => {
    const problems = budgetProblems([
      bundle({ staticImports: ['node:module', 'crypto', '@node-rs/argon2'], nativeModules: ['@node-rs/argon2'] }),
      bundle({ name: 'handlers/shop/refund', staticImports: ['node:module', '@aws-sdk/client-eventbridge'] }),
    ]);

    expect(problems).toEqual([
      'handlers/shop/refund: imports @aws-sdk/client-eventbridge from outside its bundle at start-up, which Lambda does not have',
    ]);
  });

  it('counts an input towards its package, the innermost when nested, or towards our folder', () => {
    expect(contributorOf('../main/node_modules/@aws-sdk/core/dist-es/index.js')).toBe('@aws-sdk/core');
    expect(contributorOf('node_modules/qrcode/node_modules/pngjs/lib/png.js')).toBe('pngjs');
    expect(contributorOf('shared/schemas/repairs/job.ts')).toBe('shared/schemas');
    expect(contributorOf('functions/env.ts')).toBe('functions/env.ts');
  });
});

describe('Lambda bundles as infra builds them', () => {
  it('lists every manifest handler and event consumer once, the webhook consumer with them', () => {
    const names = lambdaEntries().map((entry) => entry.name);

    expect(names).toContain('handlers/accounts/log-in');
    expect(names).toContain('consumers/mail/send-email');
    expect(names).toContain('consumers/webhooks/deliver-webhooks');
    expect(new Set(names).size).toBe(names.length);
  }, 60_000);

  it('carries the EventBridge client only where the route may publish, and never the SDK credential chain', async () => {
    const wanted = ['handlers/platform/get-health', 'handlers/analytics/record-hit'];
    const entries = lambdaEntries().filter((entry) => wanted.includes(entry.name));
    expect(entries.map((entry) => [entry.name, entry.publishesEvents])).toEqual([
      ['handlers/platform/get-health', false],
      ['handlers/analytics/record-hit', true],
    ]);

    const [health, hit] = await buildLambdaBundles(entries);
    const parts = (built: LambdaBundle) => built.contributors.map((contributor) => contributor.name);

    expect(parts(health!)).not.toContain('@aws-sdk/client-eventbridge');
    expect(parts(hit!)).toContain('@aws-sdk/client-eventbridge');
    for (const built of [health!, hit!]) {
      expect(parts(built)).toContain('@aws-sdk/client-dynamodb');
      expect(parts(built)).not.toContain('@aws-sdk/credential-provider-node');
      expect(parts(built)).not.toContain('@aws-sdk/credential-provider-ini');
      expect(parts(built)).not.toContain('mnemonist');
      expect(budgetProblems([built])).toEqual([]);
    }
  }, 60_000);
});
