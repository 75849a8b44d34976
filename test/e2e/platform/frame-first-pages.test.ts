// The pages whose heading waits for the API or the session paint their frame at once (decision 202):
// the label and sentence are in the HTML before any script runs, they are the largest text at first
// paint (so LCP is the first paint) and stay put when the data arrives; and the app's script is
// requested only after the first contentful paint.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../../shared/api/csrf';
import { closeContexts, sharedBrowser, pageErrors } from '../../support/browser';
import { createAdmin } from '../admin-security/admin-e2e';
import { baseUrl, newPerson } from '../accounts/accounts-e2e';

let browser: Browser;

beforeAll(async () => {
  browser = await sharedBrowser();
});

afterAll(async () => {
  await closeContexts(browser);
});

const JOB_INTRO = 'Where your repair is up to, from the code on your ticket';

/** A walk-in job opened at the counter through the admin API. */
async function openJob(): Promise<{ qrCode: string; jobNumber: string }> {
  const admin = await createAdmin();
  const signedIn = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
    body: JSON.stringify({ username: admin.username, password: admin.password }),
  });
  const cookie = signedIn.headers.getSetCookie().find((c) => c.startsWith('drs_session='))!.split(';')[0]!;
  const call = async (pathname: string, body: unknown) => {
    const response = await fetch(`${baseUrl}${pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE, cookie },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${pathname}: ${response.status}`);
    return (await response.json()) as Record<string, unknown>;
  };
  const person = newPerson();
  const customer = await call('/api/admin/customers', { firstName: person.firstName, lastName: person.lastName, phone: person.phone, email: person.email });
  const job = await call('/api/admin/jobs', {
    customerQr: customer.qrCode,
    device: { make: 'Apple', model: 'iPhone 13', type: 'phone' },
    fault: 'Cracked screen',
    intake: { condition: 'Screen cracked', accessories: [], passcodeGiven: false },
    estimatePence: 8999,
  });
  return { qrCode: String(job.qrCode), jobNumber: String(job.jobNumber) };
}

describe('pages whose heading waits for data', () => {
  it.each([
    ['/job/anything', JOB_INTRO],
    ['/device-profile/anything', 'The repairs and the warranty of a device, from the QR sticker'],
    ['/device/anything', 'The repairs and the warranty of a device, from the QR sticker'],
    ['/repair/anything', 'The status, the estimate, the bill and the history of a repair in your account'],
    ['/loyalty/claim', 'Every pound spent on repairs earns a loyalty point'],
    ['/loyalty/claim?code=anything', 'Every pound spent on repairs earns a loyalty point'],
    ['/verify-email/anything', 'We are checking the link from your email'],
  ])('sends %s with its frame in the HTML, and nothing the data or session decides', async (path, intro) => {
    const response = await fetch(`${baseUrl}${path}`);

    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(intro);
    expect(html).not.toContain('<form');
    // The device, the sign-in prompt, the receipt and the link's answer come from the app.
    expect(html).not.toContain('Sign in to see your repair');
    expect(html).not.toContain('We could not find');
  });

  it('paints the tracking page frame first: its sentence is the LCP, and the repair fills in below without a shift or a console error', async () => {
    const job = await openJob();
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const errors = pageErrors(page);
    await page.addInitScript(() => {
      const seen = { shifts: [] as number[], lcp: [] as (Element | null)[] };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) seen.shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) seen.lcp.push(entry.element);
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      Object.assign(window, { seen });
    });

    await page.goto(`${baseUrl}/job/${job.qrCode}`);
    await page.evaluate(() => Object.assign(window, { serverIntro: document.querySelector('main header p:nth-of-type(2)') }));
    await expect.poll(() => page.getByRole('heading', { name: `Repair ${job.jobNumber}` }).isVisible()).toBe(true);
    await page.waitForLoadState('networkidle');

    const result = await page.evaluate(() => {
      const w = window as unknown as { seen: { shifts: number[]; lcp: (Element | null)[] }; serverIntro: Element };
      return {
        introText: w.serverIntro.textContent,
        sameIntro: document.querySelector('main header p:nth-of-type(2)') === w.serverIntro,
        lcpIsIntro: w.seen.lcp.at(-1) === w.serverIntro,
        cls: w.seen.shifts.reduce((sum, value) => sum + value, 0),
      };
    });
    expect(result.introText).toContain(JOB_INTRO);
    expect(result.sameIntro).toBe(true);
    expect(result.lcpIsIntro).toBe(true);
    expect(result.cls).toBeLessThanOrEqual(0.02);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("requests the app's script only after the first contentful paint", async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/privacy-policy`);
    const app = await page.evaluate(() => document.querySelector('script[data-app]')!.getAttribute('data-app')!);
    await expect.poll(() => page.evaluate((name) => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith(name)), app)).toBe(true);

    const timing = await page.evaluate((name) => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]!;
      const script = performance.getEntriesByType('resource').find((entry) => entry.name.endsWith(name))!;
      return { paint: paint.startTime, script: script.startTime };
    }, app);
    expect(timing.script).toBeGreaterThanOrEqual(timing.paint);
    await page.close();
  });
});
