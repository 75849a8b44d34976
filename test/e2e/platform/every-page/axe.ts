// One sweep of every page a role can open with axe-core (WCAG 2.2 AA), 0 violations wanted; a
// visitor's pages also log no console error (decision 118: a page knows a visitor is anonymous
// without a failing request). Each visit also notes whether the page was the 404 page, for the
// navigation check of the same role (navigation.ts) to reuse, and, given `wide`, measures the page
// at a phone's width too (phone-width.ts).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl } from '../../accounts/accounts-e2e';
import { everyPageScene, sweep, urlsFor, type Role } from '../../support/every-page';
import { showsNotFound, type NotFoundSeen } from './navigation';
import { tooWideOnResize, type WideSeen } from './phone-width';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface Violation {
  url: string;
  rule: string;
  targets: string[];
}

async function axeViolations(page: Page): Promise<Violation[]> {
  // A page opened within the app has axe from the page before it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: unknown) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
    // Only the violations are wanted: axe then spares describing every node that passed, and only
    // they cross to the test.
    const results = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return results.violations.map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }));
  }, WCAG_22_AA);
  return violations.map((v) => ({ url: page.url().replace(baseUrl, ''), rule: v.id, targets: v.targets }));
}

export async function sweepWithAxe(browser: Browser, role: Role, seen: NotFoundSeen, wide?: WideSeen): Promise<void> {
  const scene = await everyPageScene();
  const urls = urlsFor(role, scene);
  // The pages a role with less access can open, its own sweep loads at their addresses; here they
  // are opened from within the app, as the role would (decision 392).
  const lesser: Partial<Record<Role, Role>> = { admin: 'customer', customer: 'visitor' };
  const inApp = new Set(lesser[role] ? urlsFor(lesser[role], scene) : []);
  const consoleErrors: string[] = [];
  const violations: Violation[] = [];

  await sweep(
    browser,
    role,
    1280,
    urls,
    async (page, url) => {
      seen.set(url, await showsNotFound(page));
      violations.push(...(await axeViolations(page)));
      if (wide) {
        const problem = await tooWideOnResize(page, url);
        if (problem) wide.push(problem);
      }
    },
    {
      inApp,
      onOpen: (page) => {
        page.on('console', (message) => {
          if (message.type() === 'error') consoleErrors.push(`${page.url().replace(baseUrl, '')}: ${message.text()}`);
        });
        page.on('pageerror', (error) => consoleErrors.push(`${page.url().replace(baseUrl, '')}: ${error.message}`));
      },
    },
  );

  expect(urls.length).toBeGreaterThan(10);
  expect(violations).toEqual([]);
  // A made-up parameter (sample-1) may rightly meet a 404 from the API.
  if (role === 'visitor') expect(consoleErrors.filter((e) => !/sample-1/.test(e))).toEqual([]);
}
