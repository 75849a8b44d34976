// What the every-page sweeps share (test/e2e/platform/every-page/): the people and the claimed
// walk-in job the pages show, a product, a service and a guide for the catalogue's and content's
// pages, the pages each role can open with a concrete address for each, a page signed in as a role,
// and waiting for a page's data before it is checked.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { builtPages, type BuiltPage } from '../../../frontend/src/app/route-registry';
import { publicPaths } from '../../../frontend/src/config/paths';
import { contentRoutes } from '../../../shared/api/routes/content';
import { baseUrl, createVerifiedAccount, newPerson, type Person } from '../accounts/accounts-e2e';
import { createAdmin } from '../admin-security/admin-e2e';
import { apiAs, claim, counter, pathOf, sessionCookie, type OpenedJob } from '../customer-repairs/customer-e2e';
import { addSignedInSession } from './signed-in-session';
import { stockedProduct } from './stocked-product';

export type Role = 'visitor' | 'customer' | 'admin';

interface Scene {
  customer: Person;
  admin: Person;
  job: OpenedJob;
  customerQr: string;
  /** A published product, service and guide: their pages as visitors find them, not a 404. */
  content: { productId: string; serviceId: string; guideSlug: string };
}

let scene: Promise<Scene> | undefined;

/** The people and the claimed walk-in job the pages show; made once per file's worker, at first use. */
export function everyPageScene(): Promise<Scene> {
  scene ??= (async () => {
    const shop = await counter();
    const [customer, admin] = await Promise.all([createVerifiedAccount(newPerson()), createAdmin()]);
    const job = await shop.openWalkInJob(customer);
    await claim(await sessionCookie(customer.email, customer.password), job);
    return { customer, admin, job, customerQr: await shop.customerQrOf(customer), content: await publishedContent(await sessionCookie(admin.username, admin.password)) };
  })();
  return scene;
}

/** A product, a service and a published guide, made by staff through the API. */
async function publishedContent(staff: string): Promise<Scene['content']> {
  const n = `${Date.now()}`.slice(-7);
  const productId = await stockedProduct(staff, { name: 'Every-page USB-C charger', pricePence: 1999, tag: 'every-page', barcodePrefix: '292' });
  const serviceId = `every-page-screens-${n}`;
  await apiAs(staff, 'POST', pathOf(contentRoutes.createService), {
    id: serviceId,
    name: 'Every-page screen repair',
    summary: 'Cracked glass replaced while you wait.',
    description: 'We replace the whole display assembly.',
    deviceTypes: ['phone'],
    duration: '45 minutes',
    warrantyMonths: 12,
  });
  const guideSlug = `every-page-guide-${n}`;
  await apiAs(staff, 'POST', pathOf(contentRoutes.createGuide), {
    slug: guideSlug,
    title: 'Keeping a phone battery healthy',
    summary: 'Charging habits that keep a battery going for longer.',
    body: 'Avoid leaving the phone at 100% on a charger overnight.',
    deviceTags: ['iPhone'],
    serviceIds: [serviceId],
    status: 'published',
  });
  return { productId, serviceId, guideSlug };
}

/** The pages a role can open: visitors the public ones, customers also their own, admins all. */
export function pagesFor(role: Role): BuiltPage[] {
  const pages = [...builtPages.public];
  if (role !== 'visitor') pages.push(...builtPages.protected);
  if (role === 'admin') pages.push(...builtPages.admin);
  return pages;
}

/** A concrete URL for a registered path: the scene's job, device, customer, product, service and guide where a path names one. */
export function urlOf(path: string, { job, customerQr, content }: Scene): string {
  const contentUrl: Record<string, string> = {
    [publicPaths.shopProduct]: `/shop/product/${content.productId}`,
    [publicPaths.shopCategory]: '/shop/category/audio',
    [publicPaths.serviceDetail]: `/services/${content.serviceId}`,
    [publicPaths.guideDetail]: `/guides/${content.guideSlug}`,
  };
  if (contentUrl[path]) return contentUrl[path];
  const qrFor = (pattern: string) => (/device/.test(pattern) ? job.deviceQr : /customer/.test(pattern) ? customerQr : job.qrCode);
  return path
    .replace(/\/:(\w+)\?/g, (_, name: string) => (name === 'qrCode' ? `/${qrFor(path)}` : ''))
    .replace(/:(\w+)/g, (_, name: string) => (name === 'qrCode' || name === 'repairId' || /device/.test(path) ? qrFor(path) : 'sample-1'));
}

/** Every address a role can open, each once. */
export function urlsFor(role: Role, current: Scene): string[] {
  return [...new Set(pagesFor(role).map((page) => urlOf(page.path, current)))];
}

/**
 * A context of its own for a role at a width, signed in as the role by its session cookie (signing
 * in through the form is the accounts tests' subject, not these sweeps').
 */
export async function sessionContext(browser: Browser, role: Role, width = 1280): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'en-GB', timezoneId: 'Europe/London', bypassCSP: true });
  if (role !== 'visitor') {
    const { admin, customer } = await everyPageScene();
    const person = role === 'admin' ? admin : customer;
    await addSignedInSession(context, baseUrl, await sessionCookie(person.email, person.password));
  }
  return context;
}

/** A new page of `context` whose requests in flight are counted, for `settle`. */
export async function trackedPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const inFlight = new Set<unknown>();
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  inFlightOf.set(page, inFlight);
  return page;
}

/** A page in a context of its own, signed in as the role (`sessionContext`), its requests counted. */
export async function sessionPage(browser: Browser, role: Role, width = 1280): Promise<Page> {
  return trackedPage(await sessionContext(browser, role, width));
}

const inFlightOf = new WeakMap<Page, Set<unknown>>();

/** How long no request may be in flight before the page counts as settled (Playwright's networkidle waits 500 ms). */
const QUIET_MS = 250;

/** A spinner saying a part is loading; the UI kit's sample spinner (inside [data-sample]) is not one. */
const LOADING_SPINNER = ':not([data-sample]) > [role="status"]:has(svg.animate-spin)';

/** Waits for the page's data: no request in flight for a moment and no loading spinner left (5 s at most each). */
export async function settle(page: Page): Promise<void> {
  const inFlight = inFlightOf.get(page);
  const deadline = Date.now() + 5_000;
  let quietSince = Date.now();
  while (inFlight && Date.now() < deadline) {
    if (inFlight.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= QUIET_MS) break;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  // A part below the fold loads as the visitor comes near it (decision 365): scrolled to, as they would.
  // Only a spinner already drawn is looked for: waiting for one to appear cost a second a page.
  const spinner = page.locator(LOADING_SPINNER).first();
  if (await spinner.count()) await spinner.scrollIntoViewIfNeeded({ timeout: 1_000 }).catch(() => undefined);
  await page.waitForFunction((selector) => !document.querySelector(selector), LOADING_SPINNER, { timeout: 5_000 }).catch(() => undefined);
}

/** Pages a sweep keeps open at once: while one waits for its data, the other is checked. */
const SWEEP_PAGES = 2;

/** How long a move within the app may take to send its page's hit before the address is loaded instead. */
const IN_APP_HIT_MS = 10_000;

/**
 * Opens `url` in a page that has the app already: as the app moves between its pages (a new history
 * entry and its popstate, which the router follows as it does the back button), without loading the
 * document and the app again. Done when the app has sent the hit of a page other than the one left,
 * which it does once that page has rendered and named itself (page-hit-tracker.tsx), or when the app
 * has led the address back to the page left (an alias of it, whose path never changed, so no hit). A
 * move that does neither loads the address instead, so a page is never checked with the one before
 * still on screen.
 */
async function openInApp(page: Page, url: string): Promise<void> {
  const left = page.url();
  // An alias the page before redirected to this address: the app shows it already (and sends no hit).
  if (left === `${baseUrl}${url}`) return;
  // The page left may still send its own hit (it is cancelled once the path changes, unless already
  // on its way): only a hit for another address counts.
  const hit = page
    .waitForRequest(
      (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/hit' && (request.postDataJSON() as { fullUrl?: string }).fullUrl !== left,
      { timeout: IN_APP_HIT_MS },
    )
    .then(
      () => 'shown' as const,
      () => 'no hit' as const,
    );
  await page.evaluate((to) => {
    const { idx } = (window.history.state ?? {}) as { idx?: number };
    window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: (idx ?? 0) + 1 }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, url);
  // An alias of the page left leads back to it: the address is the one left again, and no hit comes.
  let moving = true;
  const back = (async () => {
    while (moving) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      if (moving && (await page.evaluate(() => window.location.href).catch(() => null)) === left) return 'shown' as const;
    }
    return 'no hit' as const;
  })();
  const outcome = await Promise.race([hit, back]);
  moving = false;
  if (outcome === 'no hit') await page.goto(`${baseUrl}${url}`);
}

export interface SweepOptions {
  /** Sees each page before its first visit (to listen to its console). */
  onOpen?: (page: Page) => void;
  /**
   * Addresses another sweep loads directly, which this one opens from within the app once a page has
   * it (decision 392): a full load costs Chromium about three times a move within the app.
   */
  inApp?: ReadonlySet<string>;
}

/**
 * Visits every address with a few pages of the role side by side, each taking the next address when
 * it is done (`visit` is called with the page already settled), and closes them afterwards. Each
 * address is loaded at its address, except those of `inApp`. Each page has a context (a window) of
 * its own: two tabs of one window draw only the front one, so the other's below-the-fold parts never
 * saw their intersection and stayed spinners until `settle` gave up.
 */
export async function sweep(
  browser: Browser,
  role: Role,
  width: number,
  urls: readonly string[],
  visit: (page: Page, url: string) => Promise<void>,
  { onOpen = () => undefined, inApp = new Set() }: SweepOptions = {},
): Promise<void> {
  if (!urls.length) return;
  const contexts = await Promise.all(Array.from({ length: Math.min(SWEEP_PAGES, urls.length) }, () => sessionContext(browser, role, width)));
  const pages = await Promise.all(contexts.map(trackedPage));
  pages.forEach(onOpen);
  let next = 0;
  try {
    await Promise.all(
      pages.map(async (page) => {
        while (next < urls.length) {
          const url = urls[next++]!;
          if (inApp.has(url) && page.url().startsWith(baseUrl)) await openInApp(page, url);
          else await page.goto(`${baseUrl}${url}`);
          await settle(page);
          await visit(page, url);
        }
      }),
    );
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
  }
}
