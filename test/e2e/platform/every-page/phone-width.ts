// Whether a page fits a small phone (decision 229): the page itself never scrolls sideways; a table
// wider than the screen scrolls inside its own region. Measured on a page already open (the admin's
// axe visit resizes its page rather than loading every page again: only CSS and the bar chart's
// ResizeObserver depend on the width, and both follow a resize) or on one opened at that width.
import type { Page } from 'playwright-core';

/** A small Android phone's screen, in CSS pixels. */
export const PHONE_WIDTH = 360;

/** What the sweep measured at phone width: each address wider than the phone, with what reaches past its edge. */
export type WideSeen = string[];

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

/** Why the page at `url` is wider than the phone, or null when it fits; the page must be PHONE_WIDTH wide. */
export async function tooWide(page: Page, url: string): Promise<string | null> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  return width > PHONE_WIDTH ? `${url}: ${width} px (${await widestElement(page)})` : null;
}

/** Resizes an open page to the phone's width, measures it as `tooWide` does, and gives it its width back. */
export async function tooWideOnResize(page: Page, url: string): Promise<string | null> {
  const viewport = page.viewportSize()!;
  await page.setViewportSize({ width: PHONE_WIDTH, height: viewport.height });
  try {
    // Two frames: React's answer to the bar chart's ResizeObserver is drawn by then.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    return await tooWide(page, url);
  } finally {
    await page.setViewportSize(viewport);
  }
}
