// Public pages arrive in the HTML and the app takes them over in place (docs/decisions/020): the
// content is there before any script runs, hydration logs no error and moves nothing, and the
// local server compresses and caches like CloudFront.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { closeContexts, sharedBrowser, pageErrors } from '../../support/browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await sharedBrowser();
});

afterAll(async () => {
  await closeContexts(browser);
});

describe('prerendered public pages', () => {
  it.each([
    ['/', 'Phone, tablet and console repairs in'],
    ['/privacy-policy', 'Privacy Policy'],
    ['/auth', 'Welcome back'],
    // Two-step pages: the largest text is in the HTML, the form loads after (decision 005).
    ['/booking', 'Pick a time that suits you'],
    ['/claim-job', 'Add a repair to your account'],
    ['/payment-success', 'Thank you for your order'],
    ['/email-verification-required', 'Open the link in the email we sent'],
    ['/gift-cards', 'emailed at once with a card to print'],
  ])('sends %s with its heading in the HTML, compressed, and no form', async (path, heading) => {
    const response = await fetch(`${baseUrl}${path}`, { headers: { 'accept-encoding': 'br, gzip' } });

    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const html = await response.text();
    expect(html).toContain(heading);
    expect(html).not.toContain('<form');
  });

  // The app starts in steps, and a two-step page's form comes in a transition once hydration is
  // done (docs/decisions/200-short-tasks-while-the-app-starts.md): the page must still be taken over
  // in place, and the form must still arrive.
  it.each([
    ['/privacy-policy', null],
    ['/booking', 'form'],
    ['/auth', 'form'],
  ])('hydrates %s in place: no console error, the server-drawn heading stays the same element, nothing shifts', async (path, partSelector) => {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const errors = pageErrors(page);
    await page.addInitScript(() => {
      const shifts: number[] = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
      Object.assign(window, { layoutShifts: shifts });
    });

    await page.goto(`${baseUrl}${path}`);
    await page.evaluate(() => Object.assign(window, { serverHeading: document.querySelector('h1') }));
    // The app has taken over once the header's session part (a lazy chunk) has replaced its fallback.
    await page.waitForLoadState('networkidle');
    // The working part, which the HTML never holds, follows hydration.
    if (partSelector) await page.locator(partSelector).first().waitFor();

    expect(await page.evaluate(() => document.querySelector('h1') === (window as unknown as { serverHeading: Element }).serverHeading)).toBe(true);
    const cls = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0));
    expect(cls).toBeLessThanOrEqual(0.02);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('answers a tap on a server-drawn button made before the app has loaded, once it has (decision 208)', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    // The app's entry is held back until the tap has been made, as on a slow phone.
    let release!: () => void;
    const tapped = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await tapped;
      await route.continue();
    });

    await page.goto(`${baseUrl}/`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    expect(await page.getByRole('dialog').count()).toBe(0);
    release();

    await expect.poll(() => page.getByRole('dialog').isVisible(), { timeout: 15_000 }).toBe(true);
    await context.close();
  });

  it('serves hashed assets compressed and cached for a year', async () => {
    const html = await (await fetch(`${baseUrl}/`)).text();
    // The app's entry, which load-app.js adds after the first paint.
    const script = /data-app="(\/assets\/[^"]+\.js)"/.exec(html)![1]!;

    const response = await fetch(`${baseUrl}${script}`, { headers: { 'accept-encoding': 'gzip' } });

    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});
