// The platform in a real browser: the home page, the not-found page, the protected-route redirect and
// a page hit travelling from the browser over the bus into the audit store.
import { describe, expect, inject } from 'vitest';
import { londonDay } from '../../../shared/dates';
import { tableReader } from '../../support/table';
import { SIGNED_IN_HINT_COOKIE } from '../../../shared/api/signed-in-hint';
import { createVerifiedAccount, newPerson } from '../accounts/accounts-e2e';
import { sessionCookie } from '../customer-repairs/customer-e2e';
import { browserTest as it } from '../support/browser-test';

const baseUrl = inject('baseUrl');

describe('app shell', () => {
  it('renders the home page dark, with the header and its navigation', async ({ page }) => {
    await page.goto(`${baseUrl}/`);

    await expect.poll(() => page.locator('header').count()).toBeGreaterThan(0);
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const [r, g, b] = background.match(/\d+/g)!.map(Number);
    expect(r! + g! + b!).toBeLessThan(150);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    // The app stores the theme once it runs, after the first paint of the server's HTML.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('device-drs-ui-theme'))).toBe('dark');
    // Only links to built pages are shown (decision 117); the content, shop and mail-in pages are built.
    for (const link of ['Home', 'Services', 'Pricing', 'Shop', 'Mail-in Repair', 'Contact']) {
      await expect.poll(() => page.locator('header').getByRole('link', { name: link, exact: true }).first().isVisible()).toBe(true);
    }
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(1);
  });

  it('shows 404 Page Not Found for an unknown path', async ({ page }) => {
    await page.goto(`${baseUrl}/no-such-page`);

    await expect.poll(() => page.getByText('404 Page Not Found').isVisible()).toBe(true);
  });

  it('sends a visitor from /dashboard to /auth, keeping the target', async ({ page }) => {
    await page.goto(`${baseUrl}/dashboard`);

    await page.waitForURL((url) => url.pathname === '/auth');
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/dashboard');
  });

  it('sends a visitor from /repairs to /auth, although its HTML draws the page (decision 204)', async ({ page }) => {
    await page.goto(`${baseUrl}/repairs`);

    await page.waitForURL((url) => url.pathname === '/auth');
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/repairs');
  });

  it("sends a signed-in page its own shell, the same for everyone: the page's frame and its chunks to preload", async () => {
    const person = await createVerifiedAccount(newPerson());
    const cookie = await sessionCookie(person.username, person.password);

    const visitor = await (await fetch(`${baseUrl}/repairs`)).text();
    const signedIn = await (await fetch(`${baseUrl}/repairs`, { headers: { cookie: `${cookie}; ${SIGNED_IN_HINT_COOKIE}=1` } })).text();

    expect(signedIn).toBe(visitor);
    expect(visitor).toContain('Repair History</h1>');
    expect(visitor).not.toContain(person.username);
    // The loader preloads them after the first paint (decision 213): no link in the HTML fetches them before.
    expect(visitor).not.toContain('modulepreload');
    const preloads = /<script defer src="\/load-app\.js" data-app="[^"]+" data-preload="([^"]+)">/.exec(visitor)![1]!.split(' ');
    expect(preloads.length).toBeGreaterThan(5);
    for (const file of preloads) expect((await fetch(`${baseUrl}${file}`)).status).toBe(200);
    // The dashboard's shell names its own page chunk, which the repairs page does not.
    const dashboard = await (await fetch(`${baseUrl}/dashboard`)).text();
    expect(dashboard).toMatch(/data-preload="[^"]*\/assets\/dashboard-[\w-]+\.js/);
    expect(visitor).not.toMatch(/\/assets\/dashboard-[\w-]+\.js/);
  });

  it('sends /dashboard and /profile their frame: headings and fixed text, the details fields disabled, no form (decision 214)', async () => {
    const dashboard = await (await fetch(`${baseUrl}/dashboard`)).text();
    const profile = await (await fetch(`${baseUrl}/profile`)).text();

    expect(dashboard).toContain('Your repairs, bookings, mail-in orders, devices and loyalty points in one place');
    expect(dashboard).toContain('Loading your points...');
    expect(dashboard).toContain('Active repairs</h2>');
    expect(profile).toContain('Edit Profile</h1>');
    expect(profile).toContain('Start typing your street or postcode to see suggestions.');
    // Nothing typed before the app has the form can be lost: the fields are disabled, and no form submits.
    expect(profile).toContain('<fieldset disabled=""');
    for (const html of [dashboard, profile]) {
      expect(html).not.toContain('<form');
      expect(html).not.toContain('Signed in as');
    }
  });

  it('answers a QR short link with a redirect to the job page', async () => {
    const response = await fetch(`${baseUrl}/qr/ABC123?src=ticket`, { redirect: 'manual' });

    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/job/ABC123?src=ticket');
  });

  it('sends the security headers with every page', async () => {
    const response = await fetch(`${baseUrl}/`);

    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(response.headers.get('strict-transport-security')).toContain('max-age=');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('page hits', () => {
  it('records a page view in the audit store, through the bus', async ({ page }) => {
    const table = tableReader(inject('dynamoEndpoint'), inject('tableName'));
    const marker = `e2e-${Date.now()}`;
    try {
      await page.goto(`${baseUrl}/?from=${marker}`);

      await expect
        .poll(
          async () => {
            const hits = await table.partition(`HITS#${londonDay(new Date())}`);
            return hits.find((hit) => String(hit.fullUrl).includes(marker));
          },
          { timeout: 10_000 },
        )
        .toMatchObject({ type: 'PageHit', path: '/', userAgent: expect.stringContaining('Chrome') });
    } finally {
      table.close();
    }
  });
});

describe('the page hit of a route change', () => {
  it('carries the title of the page it records, not the one before it', async ({ page }) => {
    const table = tableReader(inject('dynamoEndpoint'), inject('tableName'));
    const marker = `e2e-title-${Date.now()}`;
    try {
      await page.goto(`${baseUrl}/mail-in-repair?from=${marker}`);
      await expect.poll(() => page.title()).toBe('Mail-in Repair | Device DRS');
      // A route change inside the app, as a visitor's click makes it.
      await page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, `/booking?from=${marker}`);

      await expect
        .poll(
          async () => {
            const hits = await table.partition(`HITS#${londonDay(new Date())}`);
            return hits.find((hit) => hit.path === '/booking' && String(hit.fullUrl).includes(marker));
          },
          { timeout: 15_000 },
        )
        .toMatchObject({ pageTitle: 'Book a repair | Device DRS' });
    } finally {
      table.close();
    }
  });
});
