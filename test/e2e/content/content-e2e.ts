// Steps of the content end-to-end tests: the content seeded straight into the stack's table (the e2e
// stack seeds nothing), admin API calls with a session cookie, and an axe-core check of a page.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../../shared/api/csrf';
import type { E2eAdmin } from '../admin-security/admin-e2e';

const baseUrl = inject('baseUrl');

let seeded: Promise<unknown> | null = null;

/** The seeded services, price list and guides, written once per run through the seed's own code. */
export function seedContentOnce(): Promise<unknown> {
  seeded ??= (async () => {
    Object.assign(process.env, { STAGE: 'test', TABLE_NAME: inject('tableName'), DYNAMODB_ENDPOINT: inject('dynamoEndpoint'), LOG_LEVEL: 'SILENT' });
    const { seedContent } = await import('../../../scripts/local/seed-content');
    return seedContent(new Date());
  })();
  return seeded;
}

export async function adminCookie(admin: E2eAdmin): Promise<string> {
  const signedIn = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
    body: JSON.stringify({ username: admin.username, password: admin.password }),
  });
  return signedIn.headers.getSetCookie().find((c) => c.startsWith('drs_session='))!.split(';')[0]!;
}

export async function adminCall(cookie: string, method: string, pathname: string, body?: unknown): Promise<Record<string, any>> {
  const response = await fetch(`${baseUrl}${pathname}`, {
    method,
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE, cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, any>;
  if (!response.ok) throw new Error(`${method} ${pathname}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.2 A and AA violations on the page as it is now (rule id and the first element of each). */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } });
    return result.violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`);
  });
  return violations;
}
