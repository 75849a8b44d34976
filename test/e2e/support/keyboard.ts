// Driving a page by keys alone (issue 32, item 12): Tab to a control by its name, checking on the way
// that every stop shows its focus ring, and reading what has focus. No mouse, no locator clicks.
import type { Page } from 'playwright-core';

export interface Focused {
  tag: string;
  /** The control's name as a person reads it: aria-label, its label, or its text. */
  name: string;
  /** Whether the browser draws a focus indicator on it: :focus-visible with an outline or a ring. */
  ringed: boolean;
  /** Inside an open dialog. */
  inDialog: boolean;
  /** Its box lies within the viewport. */
  inView: boolean;
}

export function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { tag: 'body', name: '', ringed: false, inDialog: false, inView: false };
    const labelled = 'labels' in el ? ((el as HTMLInputElement).labels?.[0]?.textContent ?? null) : null;
    const name = (el.getAttribute('aria-label') ?? labelled ?? el.textContent ?? '').replace(/\s+/g, ' ').trim();
    const style = getComputedStyle(el);
    const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const box = el.getBoundingClientRect();
    return {
      tag: el.tagName.toLowerCase(),
      name,
      ringed: el.matches(':focus-visible') && (outlined || style.boxShadow !== 'none'),
      inDialog: el.closest('[role="dialog"]') !== null,
      inView: box.width > 0 && box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight,
    };
  });
}

/** What has focus, as "tag: name" ("p: In repair", "button: Cancelled"), for polling until it moves. */
export async function focusedAs(page: Page): Promise<string> {
  const now = await focused(page);
  return `${now.tag}: ${now.name}`;
}

/**
 * Presses Tab (or Shift+Tab) until the focused control's name matches, at most `max` times; every
 * control passed on the way must show its focus ring. Answers the names passed, in order.
 */
export async function tabTo(page: Page, name: string | RegExp, { back = false, max = 60 }: { back?: boolean; max?: number } = {}): Promise<string[]> {
  const passed: string[] = [];
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const now = await focused(page);
    if (!now.ringed) throw new Error(`Focus on <${now.tag}> "${now.name}" has no visible ring (after ${passed.join(' > ')})`);
    passed.push(now.name);
    if (typeof name === 'string' ? now.name === name : name.test(now.name)) return passed;
  }
  throw new Error(`No control named ${String(name)} within ${max} presses of Tab: ${passed.join(' > ')}`);
}

/** Types as a USB scanner does: the characters quickly, then Enter. */
export async function scanCode(page: Page, code: string): Promise<void> {
  await page.keyboard.type(code, { delay: 5 });
  await page.keyboard.press('Enter');
}
