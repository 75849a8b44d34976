// The shop's pages fit a 360 px phone (decision 229) with the data that makes them longest (decision
// 246): an order with many lines, refunds and credit notes, the longest name. Every registered page
// at that width is measured by the admin's axe visit of it (axe-admin.test.ts).
import type { Browser } from 'playwright-core';
import { describe, expect } from 'vitest';
import { baseUrl } from '../../accounts/accounts-e2e';
import { sessionCookie } from '../../customer-repairs/customer-e2e';
import { browserTest as it } from '../../support/browser-test';
import { everyPageScene, sessionPage, sweep, type Role } from '../../support/every-page';
import { longestPages } from '../../support/longest-pages';
import { PHONE_WIDTH, tooWide } from './phone-width';

/** The addresses among `urls` whose page, opened at the phone's width, is wider than the phone. */
async function widePages(browser: Browser, role: Role, urls: readonly string[]): Promise<string[]> {
  const wide: string[] = [];
  await sweep(browser, role, PHONE_WIDTH, urls, async (page, url) => {
    const problem = await tooWide(page, url);
    if (problem) wide.push(problem);
  });
  return wide;
}

describe('the shop fits a 360 px phone', () => {
  it('with the longest data: an order with many lines, refunds and credit notes, the longest product name', { timeout: 300_000 }, async ({ browser }) => {
    const { admin, customer } = await everyPageScene();
    const longest = await longestPages(await sessionCookie(admin.username, admin.password), customer);

    const wide = [...(await widePages(browser, 'customer', longest.urls.customer)), ...(await widePages(browser, 'admin', longest.urls.admin))];

    expect(wide).toEqual([]);
    // The order page measured is the long one: its lines, both refunds and their credit notes.
    const page = await sessionPage(browser, 'customer', PHONE_WIDTH);
    await page.goto(`${baseUrl}/shop/orders/${longest.orderId}`);
    await page.getByRole('heading', { name: 'Refunds' }).waitFor();
    expect(await page.getByText(/^Credit note CN-/).count()).toBe(2);
    expect(await page.getByRole('row').count()).toBeGreaterThan(8);
    await page.context().close();
  });
});
