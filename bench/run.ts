// `npm run bench`: boots the local stack (in-memory DynamoDB Local), makes a signed-in user, runs each
// scenario of bench/scenarios.ts with autocannon and writes the figures to bench/results.md, after the
// Lambda bundles' sizes and import times (bench/lambda-bundles.ts), measured before the stack starts.
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import autocannon from 'autocannon';
import { startTestStack } from '../scripts/local/start-test-stack';
import { lambdaBundleReport } from './lambda-bundles';
import { createBenchUser, signIn } from './bench-session';
import { openBenchJob, runLighthouseBench } from './lighthouse';
import { requestHeaders, scenarios, type Scenario } from './scenarios';
import { shopScenarios } from './shop-scenarios';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

interface Figures {
  scenario: Scenario;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/** Seconds of load before each measurement, not counted: DynamoDB Local's JVM and V8 warm up first. */
const WARM_UP_SECONDS = 2;

async function measure(baseUrl: string, scenario: Scenario, sessionCookie: string): Promise<Figures> {
  const load = (duration: number) =>
    autocannon({
      url: `${baseUrl}${scenario.path}`,
      method: scenario.method,
      headers: requestHeaders(scenario, sessionCookie),
      body: scenario.body === undefined ? undefined : JSON.stringify(scenario.body),
      connections: scenario.connections,
      duration,
    });
  await load(WARM_UP_SECONDS);
  const result = await load(scenario.seconds);
  return {
    scenario,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

function report(figures: Figures[]): string {
  const cpus = os.cpus();
  const rows = figures.map(({ scenario, requestsPerSecond, p50, p99, non2xx, errors }) => {
    const met = p99 <= scenario.p99TargetMs && non2xx === 0 && errors === 0;
    return `| ${scenario.name} | ${scenario.connections} | ${requestsPerSecond.toFixed(0)} | ${p50} | ${p99} | ${scenario.p99TargetMs} | ${non2xx + errors} | ${met ? 'yes' : 'no'} |`;
  });
  return [
    '# Benchmark results',
    '',
    `Taken ${new Date().toISOString().slice(0, 10)} with \`npm run bench\` on ${cpus.length} x ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ` +
      `${Math.round(os.totalmem() / 2 ** 30)} GiB memory, Node.js ${process.version}, against the local stack (handlers in one Node process, ` +
      'DynamoDB Local in memory). Latencies in milliseconds. What each scenario measures: [README.md](README.md).',
    '',
    '| Scenario | Connections | Requests/s | p50 | p99 | p99 target | Failed | Met |',
    '|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

const RESULTS = new URL('./results.md', import.meta.url);

/** The Lambda section of the last results, for a run that measures the scenarios only. */
async function lastLambdaSection(): Promise<string> {
  const last = await readFile(RESULTS, 'utf8').catch(() => '');
  const at = last.indexOf('## Lambda bundles');
  return at === -1 ? '' : last.slice(at);
}

async function main(): Promise<void> {
  // `npm run bench -- --scenarios-only`: the autocannon scenarios alone (a few minutes), keeping the
  // last Lambda figures in bench/results.md and leaving Lighthouse out.
  const scenariosOnly = process.argv.includes('--scenarios-only');
  if (!scenariosOnly) console.log('Measuring: Lambda bundles');
  const lambdaSection = scenariosOnly ? await lastLambdaSection() : await lambdaBundleReport();
  const stack = await startTestStack();
  try {
    await createBenchUser();
    const sessionCookie = await signIn(stack.baseUrl);
    const figures: Figures[] = [];
    for (const scenario of [...scenarios, ...(await shopScenarios())]) {
      console.log(`Measuring: ${scenario.name}`);
      figures.push(await measure(stack.baseUrl, scenario, sessionCookie));
    }
    const markdown = [report(figures), lambdaSection].join('\n');
    await writeFile(RESULTS, markdown);
    console.log(`\n${markdown}`);
    if (!scenariosOnly) console.log(`\n${await runLighthouseBench(stack.baseUrl, { jobQrCode: await openBenchJob(), sessionCookie })}`);
  } finally {
    await stack.stop();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
