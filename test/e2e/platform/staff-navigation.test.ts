// Issue 32 item 7: staff see the admin navigation in the header (the public pages under Customer
// Pages) and in the phone's slide-out menu; customers and visitors keep the public links. The admin
// area carries no public footer, and prints without the site's header (issue 32 item 11).
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { adminNavItems, customerPortalItems, publicNavItems } from '../../../frontend/src/features/navigation/utils/nav-items';
import { createVerifiedAccount, newPerson, type Person } from '../accounts/accounts-e2e';
import { createAdmin } from '../admin-security/admin-e2e';
import { sessionCookie } from '../customer-repairs/customer-e2e';
import { browserTest as it } from '../support/browser-test';
import { addSignedInSession } from '../support/signed-in-session';

const baseUrl = inject('baseUrl');
const poll = { timeout: 10_000 };
const labels = (items: readonly { label: string }[]) => items.map((item) => item.label);

async function signInAs(context: BrowserContext, person: Person): Promise<void> {
  await addSignedInSession(context, baseUrl, await sessionCookie(person.email, person.password));
}

const linkTexts = (page: Page, selector: string) => page.locator(selector).evaluateAll((links) => links.map((link) => link.textContent?.trim() ?? ''));

describe('staff navigation on a desktop', () => {
  it.for(['/admin/jobs', '/'])('on %s the header shows staff the admin navigation, and the public pages under Customer Pages', async (path, { context, page }) => {
    await signInAs(context, await createAdmin());

    await page.goto(`${baseUrl}${path}`);
    const adminNav = page.getByRole('navigation', { name: 'Admin' });
    await adminNav.waitFor();

    expect(await linkTexts(page, 'nav[aria-label="Admin"] a')).toEqual(labels(adminNavItems));
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    expect(await adminNav.locator('a[aria-current="page"]').allTextContents()).toEqual(path === '/' ? [] : ['Jobs']);
    // Staff are at the shop: no call button for them.
    expect(await page.locator('header a[href^="tel:"]').count()).toBe(0);

    await page.getByRole('button', { name: 'Customer Pages' }).click();
    const menu = page.getByRole('menu');
    expect(await linkTexts(page, '[role="menu"] [role="group"][aria-label="Public site"] a')).toEqual(labels(publicNavItems));
    expect(await linkTexts(page, '[role="menu"] [role="group"][aria-label="Customer Portal"] a')).toEqual(labels(customerPortalItems));
    await menu.getByRole('menuitem', { name: 'Pricing' }).click();
    await page.waitForURL((url) => url.pathname === '/pricing');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await adminNav.isVisible()).toBe(true);
  });

  it('a customer and a visitor keep the public links, the call button and the footer', async ({ browser, context, page }) => {
    await signInAs(context, await createVerifiedAccount(newPerson()));
    const visitorContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' });
    const visitor = await visitorContext.newPage();

    for (const each of [page, visitor]) {
      await each.goto(`${baseUrl}/pricing`);
      await each.getByRole('heading', { level: 1 }).first().waitFor();
      await expect.poll(() => linkTexts(each, 'nav[aria-label="Main"] a'), poll).toEqual(labels(publicNavItems));
      expect(await each.getByRole('navigation', { name: 'Admin' }).count()).toBe(0);
      expect(await each.getByRole('button', { name: 'Customer Pages' }).count()).toBe(0);
      await expect.poll(() => each.getByText('Follow us on').count(), poll).toBe(1);
    }
    await expect.poll(() => page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Dashboard' }).isVisible(), poll).toBe(true);
    await visitorContext.close();
  });

  it('an admin page has no public footer and prints without the site header', async ({ context, page }) => {
    await signInAs(context, await createAdmin());

    await page.goto(`${baseUrl}/admin/reports`);
    await page.getByRole('navigation', { name: 'Admin' }).waitFor();
    await page.getByRole('heading', { level: 1 }).first().waitFor();

    expect(await page.locator('footer').count()).toBe(0);
    expect(await page.getByText('Follow us on').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Call us' }).count()).toBe(0);
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('header').first().isVisible()).toBe(false);
    expect(await page.getByRole('heading', { level: 1 }).first().isVisible()).toBe(true);
  });
});

describe('staff navigation on a phone', () => {
  it.override('viewportWidth', 390);

  it('the slide-out menu lists the admin navigation first, then the public site and the customer portal', async ({ context, page }) => {
    await signInAs(context, await createAdmin());

    await page.goto(`${baseUrl}/admin/customers`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const menu = page.getByRole('dialog');
    // One tap opens it, whether the header's session part has arrived yet or not.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.waitFor(poll);

    await expect.poll(() => menu.getByRole('navigation').evaluateAll((navs) => navs.map((nav) => nav.getAttribute('aria-label'))), poll).toEqual(['Admin', 'Public site', 'Customer Portal']);
    expect(await linkTexts(page, '[role="dialog"] nav[aria-label="Admin"] a')).toEqual(labels(adminNavItems));
    expect(await menu.locator('nav[aria-label="Admin"] a[aria-current="page"]').textContent()).toBe('Customers');
    expect(await menu.getByRole('link', { name: 'Call' }).count()).toBe(0);

    await menu.getByRole('link', { name: 'Inventory' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/inventory');
    expect(await menu.isVisible()).toBe(false);
  });
});

describe('the keyboard focus while the header swaps its links', () => {
  /** Holds the header's session part until `release` is called, so the test can focus a link first. */
  async function holdSessionPart(page: Page): Promise<() => void> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/header-session-[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    return release;
  }

  const focusedLink = (page: Page) =>
    page.evaluate(() => {
      const active = document.activeElement;
      return { nav: active?.closest('nav')?.getAttribute('aria-label') ?? null, text: active?.textContent?.trim() ?? null };
    });

  it("stays at its place in the header when staff's admin navigation replaces the public links", async ({ context, page }) => {
    await signInAs(context, await createAdmin());
    const release = await holdSessionPart(page);
    await page.goto(`${baseUrl}/`);
    const publicLinks = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
    await publicLinks.nth(1).focus();
    expect(await focusedLink(page)).toEqual({ nav: 'Main', text: labels(publicNavItems)[1] });

    release();
    await page.getByRole('navigation', { name: 'Admin' }).waitFor();
    const adminLabels = labels(adminNavItems);
    // The second link of the navigation before, the second link of the navigation now; Tab goes on from it.
    await expect.poll(() => focusedLink(page), poll).toEqual({ nav: 'Admin', text: adminLabels[1] });
    await page.keyboard.press('Tab');
    expect(await focusedLink(page)).toEqual({ nav: 'Admin', text: adminLabels[2] });
  });
});
