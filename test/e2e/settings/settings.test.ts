// Settings and site functions in Chromium: staff close the online shop with a notice and visitors see
// it in /shop's HTML and on the page; the VAT number saved on /admin/settings; a customer sees what is
// open and the directions page; /admin/check shows the bus delivering; an older admin path opens its
// page; every page of the area passes axe (WCAG 2.2 AA) with 0 violations.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../../shared/api/csrf';
import { settingsRoutes } from '../../../shared/api/routes/settings';
import { shopRoutes } from '../../../shared/api/routes/shop';
import { defaultSettings } from '../../../shared/settings/default-settings';
import { baseUrl, createVerifiedAccount, newPerson, toastTitled, type Person } from '../accounts/accounts-e2e';
import { createAdmin } from '../admin-security/admin-e2e';
import { apiAs, pathOf, sessionCookie } from '../customer-repairs/customer-e2e';
import { browserTest } from '../support/browser-test';
import { addSignedInSession } from '../support/signed-in-session';

const it = browserTest;
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const NOTICE = 'Online orders are paused while we count stock. Back on Tuesday.';

let staff: string;
let customerCookie: Promise<string> | undefined;

beforeAll(async () => {
  const admin = await createAdmin();
  staff = await sessionCookie(admin.username, admin.password);
});

/** A verified customer's session; made inside the first test that needs one (it polls the outbox). */
function customer(): Promise<string> {
  customerCookie ??= createVerifiedAccount(newPerson()).then((person: Person) => sessionCookie(person.email, person.password));
  return customerCookie;
}

afterAll(async () => {
  // The e2e files share one stack: leave the shop as the other files expect it.
  await apiAs(staff, 'PUT', pathOf(settingsRoutes.updateSettings), { section: 'siteFunctions', value: defaultSettings().siteFunctions });
  await apiAs(staff, 'PUT', pathOf(settingsRoutes.updateSettings), { section: 'invoices', value: defaultSettings().invoices });
});

async function axeViolations(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: unknown) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
    return axe.run(document, { runOnly: { type: 'tag', values: tags } });
  }, WCAG_22_AA);
  return results.violations.map((v) => `${page.url()} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('site functions', () => {
  it('closes the online shop with a notice: /shop carries it in its HTML and shows it; checkout is refused', async ({ page, context }) => {
    await addSignedInSession(context, baseUrl, staff);
    await page.goto(`${baseUrl}/admin/site-functionality`);
    const shop = page.getByRole('group', { name: 'Online shop' });
    await shop.getByLabel('Online shop open to visitors').uncheck();
    await shop.getByLabel('Notice to visitors while off').fill(NOTICE);
    await page.getByRole('button', { name: 'Save site functions' }).click();
    await expect.poll(() => toastTitled(page, 'Site functions saved').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    const html = await (await fetch(`${baseUrl}/shop`)).text();
    expect(html).toContain(NOTICE);
    const visitor = await context.browser()!.newContext({ locale: 'en-GB', timezoneId: 'Europe/London' });
    const shopPage = await visitor.newPage();
    await shopPage.goto(`${baseUrl}/shop`);
    await expect.poll(() => shopPage.getByTestId('service-closed-notice').textContent()).toBe(NOTICE);
    expect(await axeViolations(shopPage)).toEqual([]);
    await visitor.close();
    const checkout = await fetch(`${baseUrl}${pathOf(shopRoutes.startCheckout)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE, cookie: await customer() },
      body: JSON.stringify({ fulfilment: 'collect' }),
    });
    expect(checkout.status).toBe(409);
    expect(((await checkout.json()) as { message: string }).message).toBe(NOTICE);
  });

  it('shows a signed-in customer which services are open, and directions to the shop', async ({ page, context }) => {
    await addSignedInSession(context, baseUrl, await customer());
    await page.goto(`${baseUrl}/site-functionality`);
    await expect.poll(() => page.getByTestId('service-shop').textContent()).toContain(NOTICE);
    await expect.poll(() => page.getByTestId('service-bookings').textContent()).toContain('open');
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`${baseUrl}/customer-map`);
    const link = page.getByRole('link', { name: /By bus or train/ });
    await link.waitFor();
    expect(new URL((await link.getAttribute('href'))!).searchParams.get('destination')).toBe('27 Botanic Avenue, Belfast, BT7 1JG');
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('settings and the system check', () => {
  it('saves a new VAT number with a toast and refuses a malformed one with its message', async ({ page, context }) => {
    await addSignedInSession(context, baseUrl, staff);
    await page.goto(`${baseUrl}/admin/settings`);
    const vat = page.getByLabel('VAT number');
    await vat.fill('12345');
    await page.getByRole('button', { name: 'Save invoice settings' }).click();
    await expect.poll(() => page.getByText('Enter a UK VAT number: GB and 9 digits, like GB 123 4567 89').count()).toBe(1);
    await vat.fill('GB 999 8888 77');
    await page.getByRole('button', { name: 'Save invoice settings' }).click();
    await expect.poll(() => toastTitled(page, 'Invoice settings saved').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    const saved = await apiAs(staff, 'GET', pathOf(settingsRoutes.getSettings));
    expect((saved.invoices as { vatNumber: string }).vatNumber).toBe('GB 999 8888 77');
  });

  it('reports the event bus delivering on /admin/check, and /admin2 opens the dashboard', async ({ page, context }) => {
    await addSignedInSession(context, baseUrl, staff);
    await page.goto(`${baseUrl}/admin/check`);
    await expect.poll(() => page.getByTestId('check-event-bus').textContent()).toContain('OK');
    await expect.poll(() => page.getByTestId('check-table').textContent()).toContain('OK');
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`${baseUrl}/admin2`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin');
  });
});
