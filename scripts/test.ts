// `npm test`: everything a change must pass, in the order that fails fastest. Typecheck, build the
// SPA and check each public page's first-load budget and each Lambda bundle's size, then one vitest
// run of the unit, integration (DynamoDB Local), infra (CDK synth + cdk-nag) and e2e (Chromium)
// projects. Extra arguments go to vitest, e.g. `npm test -- --project unit`.
import { spawnSync } from 'node:child_process';
import { REPO_ROOT } from './local/config';

interface Step {
  name: string;
  command: string[];
}

const vitestArgs = process.argv.slice(2);
const steps: Step[] = [
  { name: 'Typecheck', command: ['tsc', '--noEmit', '-p', 'tsconfig.json'] },
  { name: 'Build the site', command: ['vite', 'build', '--config', 'frontend/vite.config.ts', '--logLevel', 'warn'] },
  { name: 'First-load budget of public pages', command: ['tsx', 'scripts/check-bundle-budget.ts'] },
  { name: 'Lambda bundle budget', command: ['tsx', 'scripts/check-lambda-budget.ts'] },
  { name: 'Tests', command: ['vitest', 'run', '--config', 'test/vitest.config.ts', ...vitestArgs] },
];

const results: { name: string; seconds: number; ok: boolean }[] = [];
for (const step of steps) {
  console.log(`\n▶ ${step.name}`);
  const started = Date.now();
  const run = spawnSync('npx', ['--no-install', ...step.command], { cwd: REPO_ROOT, stdio: 'inherit' });
  const ok = run.status === 0;
  results.push({ name: step.name, seconds: (Date.now() - started) / 1000, ok });
  if (!ok) break;
}

console.log('\nSummary');
for (const result of results) console.log(`  ${result.ok ? '✓' : '✗'} ${result.name} (${result.seconds.toFixed(1)} s)`);
const failed = results.some((result) => !result.ok);
console.log(failed ? '\nnpm test failed.' : '\nnpm test passed.');
process.exit(failed ? 1 : 0);
