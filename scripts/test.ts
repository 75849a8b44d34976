// `npm test`: everything a change must pass, in lanes that run side by side (the machine has two
// cores, and the tests wait on DynamoDB Local, the local server and Chromium much of the time):
//   checks:  typecheck, then the Lambda bundle budget;
//   server:  the unit, integration (the handlers against one DynamoDB Local, a worker's files sharing
//            its modules: decision 383) and infra (CDK synth and
//            cdk-nag) tests, two files at a time: each worker's integration files run one after
//            another on a table of the worker's own, as they read shared figures (the month's profit
//            and loss, the drawer, the settings). Decision 376;
//   browser: build the SPA, check each public page's first-load budget, then the e2e tests (the local
//            stack in Chromium) in E2E_SHARDS shards side by side, each with a stack of its own,
//            split by each file's measured time (test/support/balanced-sequencer.ts). Decision 240.
// More lanes or shards than these load the two cores past what the browser journeys' waits allow.
// A lane stops at its first failure; the other runs to its end. Each line is printed with its lane's
// name; the closing lines name each failed test and count the tests of all lanes. Extra arguments
// run one vitest with them after the typecheck and the build, e.g. `npm test -- --project unit`.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { REPO_ROOT } from './local/config';

interface Command {
  name: string;
  command: string[];
  /** Where vitest writes its JSON report, for the closing count. */
  report?: string;
}

/** A step runs one command, or several side by side (it fails when any of them does). */
type Step = Command | { name: string; together: Command[] };

interface StepResult {
  lane: string;
  name: string;
  seconds: number;
  ok: boolean;
}

const reports = mkdtempSync(path.join(tmpdir(), 'drs-test-'));

function vitest(projects: string[], extra: string[] = []): Command {
  const report = path.join(reports, `${[...projects, ...extra].join('-').replace(/[^\w-]+/g, '_') || 'vitest'}.json`);
  return {
    name: `Tests${projects.length ? ` (${projects.join(', ')}${extra.length ? ` ${extra.join(' ')}` : ''})` : ''}`,
    command: ['vitest', 'run', '--config', 'test/vitest.config.ts', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...extra],
    report,
  };
}

// Two shards, each with its own stack; a file never depends on what ran before it on its stack
// (decision 370: files that book online clear the loopback address's hourly booking count first).
// `E2E_SHARDS=3 npm test` tries another count (measure it on a clean clone before changing the default).
const E2E_SHARDS = Number(process.env.E2E_SHARDS ?? 2);

// The typecheck runs on TypeScript 7, the compiler written in Go (decision 389): about a quarter of
// 5.9's CPU for the same files. `typescript` stays 5.9 for the architecture test's scanner, so the
// `tsc` command is named by its package's path.
const typecheck: Command = { name: 'Typecheck', command: ['node', 'node_modules/typescript-native/bin/tsc', '--noEmit', '-p', 'tsconfig.json'] };
const build: Command = { name: 'Build the site', command: ['vite', 'build', '--config', 'frontend/vite.config.ts', '--logLevel', 'warn'] };
const pageBudget: Command = { name: 'First-load budget of public pages', command: ['tsx', 'scripts/check-bundle-budget.ts'] };
const lambdaBudget: Command = { name: 'Lambda bundle budget', command: ['tsx', 'scripts/check-lambda-budget.ts'] };

const vitestArgs = process.argv.slice(2);
const lanes: Record<string, Step[]> = vitestArgs.length
  ? { run: [typecheck, build, vitest([], vitestArgs)] }
  : {
      checks: [typecheck, lambdaBudget],
      server: [vitest(['unit', 'unit-own-modules', 'integration', 'integration-own-modules', 'infra'], ['--maxWorkers=2'])],
      browser: [
        build,
        pageBudget,
        { name: 'Tests (e2e)', together: Array.from({ length: E2E_SHARDS }, (_, i) => vitest(['e2e'], [`--shard=${i + 1}/${E2E_SHARDS}`])) },
      ],
    };
// Room for a lane's name and the number of a command run beside others.
const width = Math.max(...Object.keys(lanes).map((lane) => lane.length + 1));

function runCommand(lane: string, step: Command): Promise<boolean> {
  const prefix = `[${lane.padEnd(width)}] `;
  console.log(`${prefix}▶ ${step.name}`);
  const child = spawn('npx', ['--no-install', ...step.command], { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' } });
  for (const stream of [child.stdout, child.stderr]) createInterface({ input: stream }).on('line', (line) => console.log(prefix + line));
  return new Promise((resolve) => child.on('close', (code) => resolve(code === 0)));
}

async function runStep(lane: string, step: Step): Promise<boolean> {
  if ('command' in step) return runCommand(lane, step);
  const outcomes = await Promise.all(step.together.map((command, i) => runCommand(`${lane}${i + 1}`, command)));
  return outcomes.every(Boolean);
}

async function runLane(lane: string, steps: Step[]): Promise<StepResult[]> {
  const results: StepResult[] = [];
  for (const step of steps) {
    const started = Date.now();
    const ok = await runStep(lane, step);
    results.push({ lane, name: step.name, seconds: (Date.now() - started) / 1000, ok });
    if (!ok) break;
  }
  return results;
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: { name: string; message?: string; assertionResults: { fullName: string; status: string; failureMessages: string[] }[] }[];
}

/** Every vitest report that was written (a lane that stopped before its tests wrote none). */
function readReports(): VitestReport[] {
  const reports: VitestReport[] = [];
  for (const step of Object.values(lanes).flat().flatMap((s) => ('command' in s ? [s] : s.together))) {
    if (!step.report) continue;
    try {
      reports.push(JSON.parse(readFileSync(step.report, 'utf8')) as VitestReport);
    } catch {
      // That lane stopped before its tests (or vitest could not write): the summary says which step.
    }
  }
  return reports;
}

/** Passed, failed and skipped tests over the reports. */
function countTests(reports: VitestReport[]): { passed: number; failed: number; skipped: number } {
  const counts = { passed: 0, failed: 0, skipped: 0 };
  for (const report of reports) {
    counts.passed += report.numPassedTests;
    counts.failed += report.numFailedTests;
    counts.skipped += report.numPendingTests + report.numTodoTests;
  }
  return counts;
}

/** Each failed test (or file that failed to load) with the first lines of its message: the lanes'
 *  output is interleaved and long, and CI may keep only its tail. */
function failures(reports: VitestReport[]): string[] {
  const firstLines = (message: string) => message.split('\n').slice(0, 6).map((line) => `      ${line}`).join('\n');
  return reports.flatMap((report) =>
    report.testResults.flatMap((file) => {
      const where = path.relative(REPO_ROOT, file.name);
      const failedTests = file.assertionResults.filter((test) => test.status === 'failed');
      if (!failedTests.length && file.message) return [`  ✗ ${where}\n${firstLines(file.message)}`];
      return failedTests.map((test) => `  ✗ ${where} > ${test.fullName}\n${firstLines(test.failureMessages[0] ?? '')}`);
    }),
  );
}

const started = Date.now();
const results = (await Promise.all(Object.entries(lanes).map(([lane, steps]) => runLane(lane, steps)))).flat();
const planned = Object.values(lanes).flat().length;

console.log('\nSummary');
for (const result of results) console.log(`  ${result.ok ? '✓' : '✗'} [${result.lane.padEnd(width)}] ${result.name} (${result.seconds.toFixed(1)} s)`);
console.log(`  ${((Date.now() - started) / 1000).toFixed(1)} s in all`);
const failed = results.length < planned || results.some((result) => !result.ok);
const written = readReports();
const failedTests = failures(written);
if (failedTests.length) console.log(`\nFailed\n${failedTests.join('\n')}`);
const counts = written.length ? countTests(written) : null;
// The plain closing line CI reads: 'N passed, N failed' alone on a line.
if (counts) console.log(`\nTests: ${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`);
console.log(failed ? '\nnpm test failed.' : '\nnpm test passed.');
process.exit(failed ? 1 : 0);
