// Every registered page fits a 360 px phone (decision 229). The admin sees every page (the public,
// the account and the admin ones). A table wider than the screen scrolls inside its own region; the
// page itself never scrolls sideways. The shop's pages are visited again with the data that makes
// them longest (decision 246): an order with many lines, refunds and credit notes, the longest name.
import type { Browser, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { baseUrl } from '../../accounts/accounts-e2e';
import { sessionCookie } from '../../customer-repairs/customer-e2e';
import { browserTest as it } from '../../support/browser-test';
import { everyPageScene, sessionPage, sweep, urlsFor, type Role } from '../../support/every-page';
import { longestPages } from '../../support/longest-pages';

/** A small Android phone's screen, in CSS pixels. */
const PHONE_WIDTH = 360;

/** The innermost element that reaches past the screen's right edge, for the failure message. */
function widestElement(page: Page): Promise<string> {
  return page.evaluate(() => {
    const past = [...document.querySelectorAll('body *')].filter((el) => el.getBoundingClientRect().right > innerWidth + 1);
    const innermost = past.filter((el) => !past.some((other) => other !== el && el.contains(other)));
    return innermost
      .slice(0, 3)
      .map((el) => `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}"> "${(el.textContent ?? '').trim().slice(0, 40)}"`)
      .join(', ');
  });
}

/** The addresses among `urls` whose page is wider than the phone, each with what reaches past its edge. */
async function widePages(browser: Browser, role: Role, urls: readonly string[]): Promise<string[]> {
  const wide: string[] = [];
  await sweep(browser, role, PHONE_WIDTH, urls, async (page, url) => {
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > PHONE_WIDTH) wide.push(`${url}: ${width} px (${await widestElement(page)})`);
  });
  return wide;
}

describe('every registered page fits a 360 px phone', () => {
  it('as admin: no page is wider than the screen', { timeout: 600_000 }, async ({ browser }) => {
    expect(await widePages(browser, 'admin', urlsFor('admin', await everyPageScene()))).toEqual([]);
  });

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
