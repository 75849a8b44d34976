// Runs axe-core (WCAG 2.2 AA rules) in a page and answers the violations. The source is evaluated
// through the DevTools protocol, so the site's Content-Security-Policy does not block it.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
let source: Promise<string> | null = null;

export interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * WCAG 2.2 AA violations, plus those of any of axe's other rules named in `alsoRules` (Lighthouse's
 * accessibility score also counts best-practice rules such as heading-order).
 */
export async function axeViolations(page: Page, alsoRules: readonly string[] = []): Promise<AxeViolation[]> {
  source ??= readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
  await page.evaluate(await source);
  return page.evaluate(async (rules) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const runs = [{ type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] }, ...(rules.length ? [{ type: 'rule', values: rules }] : [])];
    const violations: AxeViolation[] = [];
    // One run after the other: axe refuses to start while a run is going.
    for (const runOnly of runs) violations.push(...(await axe.run(document, { runOnly })).violations);
    return violations.map(({ id, help, nodes }) => ({ id, help, nodes: nodes.map((n) => ({ target: n.target })) }));
  }, [...alsoRules]);
}
