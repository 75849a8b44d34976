// Every registered page fits a 360 px phone (decision 229). The admin sees every page (the public,
// the account and the admin ones). A table wider than the screen scrolls inside its own region; the
// page itself never scrolls sideways.
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { browserTest as it } from '../../support/browser-test';
import { everyPageScene, sweep, urlsFor } from '../../support/every-page';

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

describe('every registered page fits a 360 px phone', () => {
  it('as admin: no page is wider than the screen', { timeout: 600_000 }, async ({ browser }) => {
    const wide: string[] = [];

    await sweep(browser, 'admin', PHONE_WIDTH, urlsFor('admin', await everyPageScene()), async (page, url) => {
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > PHONE_WIDTH) wide.push(`${url}: ${width} px (${await widestElement(page)})`);
    });

    expect(wide).toEqual([]);
  });
});
