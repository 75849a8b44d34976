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

export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  source ??= readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
  await page.evaluate(await source);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } });
    return result.violations.map(({ id, help, nodes }) => ({ id, help, nodes: nodes.map((n) => ({ target: n.target })) }));
  });
}
