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
 * Waits (2 s at most) for the page's CSS animations that end to end: axe measures colours as drawn,
 * so a toast caught fading in or out measured as faint text (a colour-contrast finding on
 * /admin/profit-loss in a loaded run). Spinners' endless animations are not waited for.
 */
async function animationsEnded(page: Page): Promise<void> {
  await page.evaluate(() => {
    const ending = document.getAnimations().filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)));
    const ended = Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
    return Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 2_000))]);
  });
}

/**
 * WCAG 2.2 AA violations, plus those of any of axe's other rules named in `alsoRules` (Lighthouse's
 * accessibility score also counts best-practice rules such as heading-order).
 */
export async function axeViolations(page: Page, alsoRules: readonly string[] = []): Promise<AxeViolation[]> {
  source ??= readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
  await animationsEnded(page);
  await page.evaluate(await source);
  const violations = await runAxe(page, alsoRules);
  if (!violations.some((violation) => violation.id === 'color-contrast')) return violations;
  // A toast that starts to fade out while axe runs is measured as faint text (a loaded run's finding on
  // /admin/developers/webhooks): the contrast rule is measured again once animations end, and only a
  // finding that is still there counts.
  await animationsEnded(page);
  const again = await runAxe(page, ['color-contrast'], false);
  return [...violations.filter((violation) => violation.id !== 'color-contrast'), ...again];
}

function runAxe(page: Page, alsoRules: readonly string[], withTags = true): Promise<AxeViolation[]> {
  return page.evaluate(async ({ rules, withTags }) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const runs = [...(withTags ? [{ type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] }] : []), ...(rules.length ? [{ type: 'rule', values: rules }] : [])];
    const violations: AxeViolation[] = [];
    // One run after the other: axe refuses to start while a run is going.
    for (const runOnly of runs) violations.push(...(await axe.run(document, { runOnly })).violations);
    return violations.map(({ id, help, nodes }) => ({ id, help, nodes: nodes.map((n) => ({ target: n.target })) }));
  }, { rules: [...alsoRules], withTags });
}
