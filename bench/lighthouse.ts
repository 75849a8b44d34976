// Lighthouse 12 over every public route of the local stack (and the repair tracking page and the
// signed-in account pages), mobile with the default simulated throttling, in Debian's Chromium.
// `npm run bench` runs it after the API scenarios (bench/run.ts); `npx tsx bench/lighthouse.ts` runs
// it alone on a fresh stack. Writes bench/lighthouse-results.md. Targets: issue 10.
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromium, type BrowserContext } from 'playwright-core';
import { pathToFileURL } from 'node:url';
import { prerenderedPages, dataPages } from '../frontend/src/app/page-files';
import { protectedPaths, publicPaths } from '../frontend/src/config/paths';
import { BENCH_EMAIL, seedBenchAccount } from './bench-account';
import { addSignedInSession } from '../test/e2e/support/signed-in-session';
import { CHROMIUM_PATH } from '../test/support/browser';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

interface Targets {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

/** Public pages whose content is in the HTML. */
const PUBLIC_TARGETS: Targets = { performance: 98, accessibility: 100, bestPractices: 100, seo: 100, lcpMs: 1200, cls: 0.02, tbtMs: 50 };
/**
 * Public pages marked noindex on purpose (the UI kit, /admin/button-test, issue 13): Lighthouse's SEO
 * score counts "blocked from indexing" against them, so SEO is not a target there.
 */
const NOINDEX_TARGETS: Targets = { ...PUBLIC_TARGETS, seo: 0 };
/**
 * Pages about one person's data, filled in on the client: /job/{qrCode} and the signed-in account
 * pages. They are noindex on purpose (nobody else's search should find them), so SEO is not a target.
 */
const PERSONAL_TARGETS: Targets = { ...PUBLIC_TARGETS, performance: 95, seo: 0, lcpMs: Infinity, tbtMs: Infinity };

/** Public pages that are noindex, measured against NOINDEX_TARGETS. */
const NOINDEX_PATHS: readonly string[] = ['/admin/button-test'];

export interface LighthouseRoute {
  path: string;
  targets: Targets;
  /**
   * The session cookie (`name=value`) for signed-in pages: put in the browser with the signed-in hint,
   * as a real sign-in does. Not a request header: the page reads the hint from document.cookie, and
   * without it the guard sends the visitor to /auth (decision 118), which the bench then measured.
   */
  cookie?: string;
}

export interface LighthouseFigures {
  route: LighthouseRoute;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  met: boolean;
}

/**
 * Real values for the routes with a parameter, keyed by the route's path (`/services/:id`): a
 * placeholder would measure the page's 404. Routes not listed get `sample` (a link that matches
 * nothing, as a stale verification or reset link does).
 */
export type RouteSamples = Readonly<Record<string, string>>;

/** The signed-in pages reached by an id: measured with the bench account's own job, device and orders (bench-account.ts). */
const BY_ID_ACCOUNT_PATHS = [
  protectedPaths.customerDetailsByQr,
  protectedPaths.editDevice,
  protectedPaths.mailInOrder,
  protectedPaths.mailInOrderDetail,
  protectedPaths.orderDetail,
] as const;

/** Every prerendered and data page (parameters filled in), the tracking page of a real job, and the signed-in pages. */
export function lighthouseRoutes(options: { jobQrCode: string; sessionCookie: string; samples?: RouteSamples }): LighthouseRoute[] {
  const samples = options.samples ?? {};
  const publicRoutes = [...prerenderedPages, ...dataPages]
    .map((page) => page.path.replace(/\/:[^/]+\?$/, '')) // an optional parameter: the page without it
    .filter((path) => !path.startsWith('/job/'))
    .map((path) => path.replace(/:[^/]+/g, samples[path] ?? 'sample'));
  return [
    ...publicRoutes.map((path) => ({ path, targets: NOINDEX_PATHS.includes(path) ? NOINDEX_TARGETS : PUBLIC_TARGETS })),
    { path: `/job/${options.jobQrCode}`, targets: PERSONAL_TARGETS },
    ...['/profile', '/dashboard', '/repairs', '/customer-details', '/2fa-setup', '/register-device', '/account/mail-in-orders', '/shop/cart', '/shop/checkout', '/shop/orders', '/site-functionality', '/customer-map', '/payment-success-page'].map((path) => ({ path, targets: PERSONAL_TARGETS, cookie: options.sessionCookie })),
    ...BY_ID_ACCOUNT_PATHS.filter((path) => samples[path]).map((path) => ({
      path: path.replace(/:[^/]+/, samples[path]!),
      targets: PERSONAL_TARGETS,
      cookie: options.sessionCookie,
    })),
  ];
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/**
 * Lighthouse runs per route; the row is their median run, as Lighthouse picks it (the run nearest the
 * median first contentful paint and time to interactive). One run's blocking time swings by 60 ms
 * or more on this machine (a page at 0 ms in one run, 89 ms in the next), as Lighthouse's own
 * guidance on variability says; `LIGHTHOUSE_RUNS=1` for a quick look.
 */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

/** One run's report and its trace. */
interface RunResult {
  lhr: Result;
  trace: unknown;
}

/**
 * LIGHTHOUSE_COLD=1 measures as the Lighthouse command line does: a fresh Chromium (a new, empty
 * profile) for every run, with nothing but the CLI's defaults (chrome-launcher's flags, mobile, simulated
 * throttling). The default way keeps one Chromium for every run, warmed by a visit of every route: its
 * compiled-code and font caches survive Lighthouse's cache clearing, so a page's scripts there cost
 * less than on a phone that never saw the site (decision 365).
 */
const COLD = process.env.LIGHTHOUSE_COLD === '1';

/** Headless for this server, no sandbox as root, /dev/shm small in containers; the rest is chrome-launcher's defaults. */
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage'];

/** A Chromium for Lighthouse, with Playwright attached when cookies must be set (`context`). */
interface LighthouseBrowser {
  port: number;
  context: BrowserContext | null;
  close(): Promise<void>;
}

async function openBrowser(options: { attach: boolean }): Promise<LighthouseBrowser> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  if (!options.attach) return { port: chrome.port, context: null, close: async () => chrome.kill() };
  try {
    const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const [context] = cdp.contexts();
    if (!context) throw new Error('Chromium has no default browser context');
    return {
      port: chrome.port,
      context,
      close: async () => {
        await cdp.close();
        chrome.kill();
      },
    };
  } catch (error) {
    chrome.kill();
    throw error;
  }
}

/** One Lighthouse run of `route` in `browser`, with its session cookie if it has one. */
async function measureOnce(browser: LighthouseBrowser, baseUrl: string, route: LighthouseRoute): Promise<RunResult> {
  if (browser.context) {
    await browser.context.clearCookies();
    if (route.cookie) await addSignedInSession(browser.context, baseUrl, route.cookie);
  }
  const result = await lighthouse(`${baseUrl}${route.path}`, {
    port: browser.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    // LIGHTHOUSE_CPU_PROFILE=1 adds V8's sampling profiler to the trace, to see which functions a long
    // task ran (diagnosis only: the profiler's own cost shows in the figures).
    ...(process.env.LIGHTHOUSE_CPU_PROFILE === '1' ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${route.path}`);
  // A guard's redirect would measure another page under this one's name.
  const landed = new URL(result.lhr.finalDisplayedUrl).pathname;
  if (landed !== new URL(`${baseUrl}${route.path}`).pathname) throw new Error(`Lighthouse: ${route.path} ended on ${landed}`);
  return { lhr: result.lhr, trace: result.artifacts.Trace };
}

/** One run of `route` in a Chromium launched for it alone (LIGHTHOUSE_COLD=1), Playwright attached only to set a cookie. */
async function measureCold(baseUrl: string, route: LighthouseRoute): Promise<RunResult> {
  const browser = await openBrowser({ attach: Boolean(route.cookie) });
  try {
    return await measureOnce(browser, baseUrl, route);
  } finally {
    await browser.close();
  }
}

/**
 * Opens every route once before measuring. The local stack imports a function's handler on its first
 * call, on the same two cores as the browser, and DynamoDB Local warms up the same way: measured cold,
 * a page whose calls were first paid for that work in its blocking time (one run gave /mail-in-repair
 * 233 ms, 0 ms in the next). In the cloud that work happens in Lambda, never on the phone. Lighthouse
 * then clears the browser's cache and storage before each run; the cold way measures in other browsers.
 */
async function warmUp(context: BrowserContext, baseUrl: string, routes: readonly LighthouseRoute[]): Promise<void> {
  for (const route of routes) {
    await context.clearCookies();
    if (route.cookie) await addSignedInSession(context, baseUrl, route.cookie);
    const page = await context.newPage();
    await page.goto(`${baseUrl}${route.path}`, { waitUntil: 'networkidle' });
    await page.close();
  }
}

/** The median run of RUNS, and its report and trace kept under LIGHTHOUSE_JSON_DIR. */
async function medianRun(route: LighthouseRoute, measure: () => Promise<RunResult>): Promise<Result> {
  const runs: RunResult[] = [];
  for (let run = 0; run < RUNS; run++) runs.push(await measure());
  const median = computeMedianRun(runs.map((r) => r.lhr));
  // LIGHTHOUSE_JSON_DIR=dir keeps each page's whole report (long tasks, LCP element...) and the
  // median run's trace (Chromium's performance panel opens it) for diagnosis.
  const jsonDir = process.env.LIGHTHOUSE_JSON_DIR;
  if (jsonDir) {
    const name = route.path.replace(/\W+/g, '_');
    await writeFile(join(jsonDir, `${name}.json`), JSON.stringify(median));
    const trace = runs.find((r) => r.lhr === median)?.trace;
    if (trace) await writeFile(join(jsonDir, `${name}.trace.json`), JSON.stringify(trace));
  }
  return median;
}

function figuresOf(route: LighthouseRoute, { categories, audits }: Result): LighthouseFigures {
  const row = {
    route,
    performance: score(categories.performance?.score),
    accessibility: score(categories.accessibility?.score),
    bestPractices: score(categories['best-practices']?.score),
    seo: score(categories.seo?.score),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? Infinity,
    cls: audits['cumulative-layout-shift']?.numericValue ?? Infinity,
    tbtMs: audits['total-blocking-time']?.numericValue ?? Infinity,
  };
  const t = route.targets;
  const met =
    row.performance >= t.performance &&
    row.accessibility >= t.accessibility &&
    row.bestPractices >= t.bestPractices &&
    row.seo >= t.seo &&
    row.lcpMs <= t.lcpMs &&
    row.cls <= t.cls &&
    row.tbtMs <= t.tbtMs;
  return { ...row, met };
}

export async function measureLighthouse(baseUrl: string, routes: readonly LighthouseRoute[]): Promise<LighthouseFigures[]> {
  // Lighthouse keeps cookies between runs (it clears caches and storage only), so each route's are set here.
  const shared = await openBrowser({ attach: true });
  let sharedOpen = true;
  try {
    if (!shared.context) throw new Error('Chromium: Playwright is not attached');
    await warmUp(shared.context, baseUrl, routes);
    if (COLD) {
      await shared.close();
      sharedOpen = false;
    }
    const figures: LighthouseFigures[] = [];
    for (const route of routes) {
      console.log(`Lighthouse: ${route.path}`);
      const median = await medianRun(route, () => (COLD ? measureCold(baseUrl, route) : measureOnce(shared, baseUrl, route)));
      figures.push(figuresOf(route, median));
    }
    return figures;
  } finally {
    if (sharedOpen) await shared.close();
  }
}

export function lighthouseReport(figures: readonly LighthouseFigures[], loadAtStart: readonly number[]): string {
  const cpus = os.cpus();
  const rows = figures.map(
    (f) =>
      `| ${f.route.path} | ${f.performance} | ${f.accessibility} | ${f.bestPractices} | ${f.seo} | ${(f.lcpMs / 1000).toFixed(2)} s | ${f.cls.toFixed(3)} | ${Math.round(f.tbtMs)} ms | ${f.met ? 'yes' : 'no'} |`,
  );
  return [
    '# Lighthouse results',
    '',
    `Taken ${new Date().toISOString().slice(0, 10)} with \`npm run bench\` (Lighthouse 12, mobile, default simulated throttling, ` +
      `Debian's Chromium headless, ${COLD ? 'a fresh Chromium for each run as the Lighthouse command line (LIGHTHOUSE_COLD=1)' : 'one Chromium warmed by a visit of every route'}; each row the median of ${RUNS} runs, as Lighthouse picks it) against the local stack on ${cpus.length} x ${cpus[0]?.model.trim() ?? 'unknown CPU'}. ` +
      'Targets: public pages performance >= 98, accessibility, best practices and SEO 100, LCP <= 1.2 s, CLS <= 0.02, TBT <= 50 ms; ' +
      '/job/{qrCode} and signed-in account pages performance >= 95 and CLS <= 0.02. ' +
      'SEO is not a target on pages marked noindex on purpose (/admin/button-test, the tracking page and the account pages): ' +
      'Lighthouse scores "blocked from indexing" against them. Parameters are real: a seeded service, guide, category and product, ' +
      "the bench job's device and repair, and the bench account's own records for the account pages reached by an id (its claimed job's shop record, a device, a mail-in order, a shop order awaiting payment); verification and reset links are `sample`, a link that matches nothing. " +
      `Machine load (1, 5, 15 min) at the start: ${loadAtStart.map((load) => load.toFixed(2)).join(', ')}; at the end: ${os.loadavg().map((load) => load.toFixed(2)).join(', ')} ` +
      'on a machine shared with other work, so timings are noisy.',
    '',
    '| Route | Performance | Accessibility | Best practices | SEO | LCP | CLS | TBT | Met |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

/** Runs the whole Lighthouse bench against a running stack and writes bench/lighthouse-results.md. */
export async function runLighthouseBench(baseUrl: string, options: { jobQrCode: string; sessionCookie: string }): Promise<string> {
  const samples = await seedLighthouseSamples(baseUrl, options);
  const loadAtStart = os.loadavg();
  const figures = await measureLighthouse(baseUrl, lighthouseRoutes({ ...options, samples }));
  const markdown = lighthouseReport(figures, loadAtStart);
  await writeFile(new URL('./lighthouse-results.md', import.meta.url), markdown);
  return markdown;
}

/**
 * Real pages to measure: the content and catalogue `npm start` seeds (each seed skips what is there),
 * the first service, guide and product of it, the bench job's device and repair, and the bench
 * account's own records (bench-account.ts).
 */
export async function seedLighthouseSamples(baseUrl: string, options: { jobQrCode: string; sessionCookie: string }): Promise<RouteSamples> {
  const { jobQrCode } = options;
  // Loaded after the stack set the functions' environment.
  const { seedContent } = await import('../scripts/local/seed-content');
  const { seedShopCatalogue } = await import('../scripts/local/seed-shop');
  const { SEED_SERVICES } = await import('../scripts/local/content-seed/services');
  const { SEED_GUIDES } = await import('../scripts/local/content-seed/guides');
  const { SEED_PRODUCTS, seedSku } = await import('../scripts/local/shop-catalogue');
  const { findProductByCode } = await import('../functions/data/products');
  const { getJob } = await import('../functions/data/jobs');
  await seedContent(new Date());
  await seedShopCatalogue();
  const [service, guide, seedProduct] = [SEED_SERVICES[0], SEED_GUIDES[0], SEED_PRODUCTS[0]];
  const product = seedProduct && (await findProductByCode(seedSku(0, seedProduct.category)));
  const job = await getJob(jobQrCode);
  if (!service || !guide || !seedProduct || !product || !job) throw new Error('Lighthouse: the seeded content or the bench job is missing');
  return {
    [publicPaths.serviceDetail]: service.id,
    [publicPaths.guideDetail]: guide.slug,
    [publicPaths.shopCategory]: seedProduct.category,
    [publicPaths.shopProduct]: product.id,
    [publicPaths.deviceProfile]: job.device.qrCode,
    [publicPaths.deviceByQr]: job.device.qrCode,
    [publicPaths.repairDetail]: jobQrCode,
    ...(await seedBenchAccount(baseUrl, options.sessionCookie, { jobQrCode, productId: product.id })),
  };
}

/** A walk-in repair to track, made through the same domain function the counter uses. */
export async function openBenchJob(): Promise<string> {
  const { openJob } = await import('../functions/repairs/open-job');
  const { job } = await openJob({
    source: 'walk-in',
    customer: { contact: { firstName: 'Bench', lastName: 'Mark', phone: '07700900998', email: BENCH_EMAIL } },
    device: { make: 'Apple', model: 'iPhone 13', type: 'phone' },
    fault: 'Cracked screen',
    intake: { condition: 'Checked at the counter', accessories: [], passcodeGiven: false },
    estimatePence: 8999,
    openedBy: { name: 'Bench', role: 'admin' },
    now: new Date(),
    siteOrigin: null,
  });
  return job.qrCode;
}

async function main(): Promise<void> {
  const { startTestStack } = await import('../scripts/local/start-test-stack');
  const { createBenchUser, signIn } = await import('./bench-session');
  const stack = await startTestStack();
  try {
    await createBenchUser();
    const options = { jobQrCode: await openBenchJob(), sessionCookie: await signIn(stack.baseUrl) };
    // `npx tsx bench/lighthouse.ts /pricing /job` measures only the routes starting with those paths,
    // prints their rows and leaves bench/lighthouse-results.md alone (for work on a few pages).
    const only = process.argv.slice(2);
    if (only.length > 0) {
      const routes = lighthouseRoutes({ ...options, samples: await seedLighthouseSamples(stack.baseUrl, options) }).filter((r) => only.some((p) => r.path === p || r.path.startsWith(`${p}/`)));
      if (routes.length === 0) throw new Error(`Lighthouse: no route matches ${only.join(', ')}`);
      const loadAtStart = os.loadavg();
      console.log(`\n${lighthouseReport(await measureLighthouse(stack.baseUrl, routes), loadAtStart)}`);
      return;
    }
    const markdown = await runLighthouseBench(stack.baseUrl, options);
    console.log(`\n${markdown}`);
  } finally {
    await stack.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  void main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
