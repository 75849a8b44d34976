// Staff add a product on /admin/inventory (the schema's messages by each field, then the product's
// page), and a visitor's crawler gets each page's title and description in the HTML, the sitemap and
// robots.txt. The inventory page with its form open passes axe.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ean13 } from '../../../shared/schemas/shop/ean13';
import { closeContexts, sharedBrowser } from '../../support/browser';
import { addSignedInSession } from '../support/signed-in-session';
import { baseUrl, newPage } from '../accounts/accounts-e2e';
import { createAdmin } from '../admin-security/admin-e2e';
import { sessionCookie } from '../customer-repairs/customer-e2e';

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
let browser: Browser;
let staff: string;

beforeAll(async () => {
  browser = await sharedBrowser();
  const admin = await createAdmin();
  staff = await sessionCookie(admin.username, admin.password);
});

afterAll(async () => {
  await closeContexts(browser);
});

async function expectNoAxeViolations(page: Page): Promise<void> {
  await page.evaluate(readFileSync(axeSource, 'utf8'));
  const violations = await page.evaluate(async () => {
    const result = await (window as unknown as { axe: { run: (o: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe.run({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
  expect(violations).toEqual([]);
}

describe('adding a product', () => {
  it('shows what is wrong by each field, then adds the product and opens its page', async () => {
    const { page, context } = await newPage(browser);
    await addSignedInSession(context, baseUrl, staff);
    await page.goto(`${baseUrl}/admin/inventory`);
    await page.getByText('Add a product', { exact: true }).first().click();
    const form = page.getByRole('form', { name: 'Add a product' });
    await expectNoAxeViolations(page);

    await form.getByRole('button', { name: 'Add product' }).click();
    await form.getByText('Name is required').waitFor();
    await form.getByText('Barcode must be an EAN-13: 13 digits with a valid check digit').waitFor();

    const n = `${Date.now()}`.slice(-9);
    await form.getByLabel('Name').fill(`Braided USB-C cable ${n}`);
    await form.getByLabel('SKU').fill(`CAB-${n}`);
    await form.getByLabel('Barcode (EAN-13)').fill(ean13(`291${n}`));
    await form.getByLabel('Price with VAT (£)').fill('12.99');
    await form.getByLabel('Description').fill('A 2 m braided USB-C to USB-C cable, 60 W.');
    await form.getByRole('checkbox', { name: 'Published in the shop' }).check();
    await form.getByRole('button', { name: 'Add product' }).click();

    await page.getByRole('heading', { name: `Braided USB-C cable ${n}`, level: 1 }).waitFor();
    expect(page.url()).toMatch(/\/admin\/inventory\/[0-9A-Z]{26}$/);
    await context.close();
  });
});

describe('what a crawler reads', () => {
  it("finds each page's own title and description in the HTML, before any script", async () => {
    const html = await (await fetch(`${baseUrl}/guides`)).text();
    const head = html.slice(0, html.indexOf('</head>'));

    expect(head).toContain('<title>Repair guides and advice | Device DRS</title>');
    expect(head.match(/<meta name="description"/g)).toHaveLength(1);
    expect(head).toContain('<link rel="canonical"');
  });

  it('gets a sitemap of the content and robots.txt keeping out the admin and account pages', async () => {
    const sitemap = await fetch(`${baseUrl}/sitemap.xml`);
    const robots = await (await fetch(`${baseUrl}/robots.txt`)).text();

    expect(sitemap.headers.get('content-type')).toContain('application/xml');
    expect(await sitemap.text()).toContain('/services</loc>');
    expect(robots).toContain('Disallow: /admin/');
    expect(robots).toContain('Disallow: /shop/orders');
  });
});
