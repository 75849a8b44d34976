// Every navigation link each role is shown (header and footer on a desktop, the account menu, staff's
// Customer Pages menu, the slide-out menu on a phone) leads to a page, never to the 404 page. The
// links are pages the role's axe sweep of the same file has mostly opened already, at the same width
// and signed in alike: what that visit saw is reused (`NotFoundSeen`), and only the others are opened.
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl } from '../../accounts/accounts-e2e';
import { everyPageScene, sessionPage, settle, sweep, type Role } from '../../support/every-page';

const NOT_FOUND_HEADING = '404 Page Not Found';

/** Whether each address a sweep of this file opened at 1280 px as the role showed the 404 page. */
export type NotFoundSeen = Map<string, boolean>;

/** Whether the settled page is the 404 page. */
export function showsNotFound(page: Page): Promise<boolean> {
  return page.getByRole('heading', { name: NOT_FOUND_HEADING }).isVisible();
}

/** Every internal link of the header and footer (desktop) and of the slide-out menu (phone width). */
async function navigationLinks(browser: Browser, role: Role): Promise<string[]> {
  const hrefs = new Set<string>();
  const collect = async (page: Page, selector: string) => {
    for (const href of await page.locator(selector).evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).getAttribute('href') ?? ''))) {
      if (href.startsWith('/')) hrefs.add(href.split('#')[0]!);
    }
  };
  const desktop = await sessionPage(browser, role);
  await desktop.goto(`${baseUrl}/`);
  await settle(desktop);
  await collect(desktop, 'header a[href], footer a[href]');
  if (role !== 'visitor') {
    await desktop.getByRole('button', { name: /^Account menu for/ }).click();
    await collect(desktop, '[role="menu"] a[href]');
    await desktop.keyboard.press('Escape');
  }
  if (role === 'admin') {
    // Staff's header has the public pages and the customer portal under Customer Pages.
    await desktop.getByRole('button', { name: 'Customer Pages' }).click();
    await collect(desktop, '[role="menu"] a[href]');
  }
  await desktop.context().close();
  const phone = await sessionPage(browser, role, 390);
  await phone.goto(`${baseUrl}/`);
  await settle(phone);
  // One tap opens the menu, even made before the app or the header's session part has loaded.
  await phone.getByRole('button', { name: 'Open menu' }).click();
  await phone.getByRole('dialog').waitFor({ timeout: 15_000 });
  await collect(phone, '[role="dialog"] a[href]');
  await phone.context().close();
  return [...hrefs].sort();
}

/** Checks every link shown to the role: the ones `seen` has by that visit, the others by opening them. */
export async function expectLinksLeadToBuiltPages(browser: Browser, role: Role, seen: NotFoundSeen): Promise<void> {
  await everyPageScene();
  const links = await navigationLinks(browser, role);
  const notFound = links.filter((href) => seen.get(href) === true);

  await sweep(
    browser,
    role,
    1280,
    links.filter((href) => !seen.has(href)),
    async (page, href) => {
      if (await showsNotFound(page)) notFound.push(href);
    },
  );

  expect(links).toContain('/');
  expect(notFound).toEqual([]);
}
