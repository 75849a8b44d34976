// The till in Chromium, as the "done when": open the drawer; scan a product by its barcode
// (typed as a scanner types) and collect a repair in one sale; pay part cash, part card; print the
// receipt; download the invoice PDF and read it; open the receipt's QR code as the customer; refund
// one line with a credit note; close the drawer with a Z report that balances. Every page passes axe.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { randomInt } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ean13 } from '../../../shared/schemas/shop/ean13';
import { closeContexts, sharedBrowser } from '../../support/browser';
import { pdfText } from '../../support/pdf-text';
import { accountMenu, baseUrl, newPage, submitLogin } from '../accounts/accounts-e2e';
import { adminSession, moveJob, openWalkInJob, stubPrint, type AdminSession, type OpenedJob } from '../admin-repairs/admin-repairs-e2e';

// Evaluated rather than added as a <script>: the site's CSP rightly refuses inline scripts.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let browser: Browser;
let session: AdminSession;
let context: BrowserContext;
let page: Page;
let barcode: string;
let productName: string;
let job: OpenedJob;

const poll = { timeout: 10_000 };

async function axeViolations(target: Page): Promise<string[]> {
  await target.evaluate(axeSource);
  return target.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

beforeAll(async () => {
  browser = await sharedBrowser();
  session = await adminSession();
  const n = String(randomInt(1e9, 1e10));
  barcode = ean13(`50${n}`);
  productName = `USB-C cable ${n}`;
  const product = await session.call('POST', '/api/admin/inventory', {
    name: productName, slug: `usb-c-cable-${n}`, category: 'chargers-and-cables', description: 'A 1 m braided USB-C cable.', images: [],
    pricePence: 1200, sku: `CBL-${n}`, barcode, compatibleModels: [], lowStockThreshold: 1, published: true, serialised: false,
  });
  await session.call('POST', `/api/admin/inventory/${String(product.id)}/adjustments`, { kind: 'received', quantity: 5, reason: 'Delivery', requestId: ulid() });
  job = await openWalkInJob(session);
  await session.call('POST', `/api/admin/jobs/${job.qrCode}/lines`, { kind: 'part', description: 'Battery', quantity: 1, unitPence: 4500 });
  for (const status of ['Diagnosing', 'In repair', 'Quality check', 'Ready for collection']) await moveJob(session, job, status);
  const current = (await session.call('GET', '/api/admin/till/drawer')) as { session: { sessionId: string } | null };
  if (current.session) await session.call('POST', '/api/admin/till/drawer/close', { sessionId: current.session.sessionId, count: {} });
  const opened = await newPage(browser, 1280);
  context = opened.context;
  page = opened.page;
  // The prerendered /auth form submits natively if clicked before the app takes over: wait for it.
  await page.goto(`${baseUrl}/auth`, { waitUntil: 'networkidle' });
  await submitLogin(page, session.admin.email, session.admin.password);
  await accountMenu(page, session.admin).waitFor();
});

afterAll(async () => {
  await context.close();
  await closeContexts(browser);
});

describe('a day at the till', () => {
  let saleUrl: string;
  let invoiceNumber: string;

  it('opens the drawer, scans a product and a repair ticket, and takes part cash, part card', async () => {
    await page.goto(`${baseUrl}/admin/till-system`);
    await page.waitForURL((url) => url.pathname === '/admin/till');
    await page.getByLabel('Float (£)').fill('100.00');
    await page.getByRole('button', { name: 'Open the drawer' }).click();

    const scan = page.getByLabel('Scan or type a barcode, SKU, job number or ticket code');
    await expect.poll(() => scan.evaluate((el) => el === document.activeElement), poll).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    // A USB scanner types the digits quickly and presses Enter.
    await page.keyboard.type(barcode, { delay: 5 });
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('basket-line').count(), poll).toBe(1);
    await page.keyboard.type(job.jobNumber, { delay: 5 });
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('basket-line').count(), poll).toBe(2);
    expect(await page.getByTestId('sale-total').textContent()).toBe('£57.00');

    await page.getByLabel('Cash (£)').fill('20.00');
    await page.getByLabel('Cash handed over (£)').fill('25.00');
    await page.getByRole('button', { name: 'Card for the rest' }).click();
    await page.getByLabel('Terminal reference or last 4').fill('4242');
    expect(await page.getByTestId('change-due').textContent()).toBe('£5.00');
    await page.getByRole('button', { name: 'Complete sale' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/sales' && url.searchParams.has('sale'));
    saleUrl = page.url();
    await expect.poll(() => page.getByRole('heading', { level: 2, name: /^INV-\d{6}: £57\.00$/ }).count(), poll).toBe(1);
    invoiceNumber = ((await page.getByRole('heading', { level: 2, name: /^INV-/ }).textContent()) ?? '').split(':')[0]!;
    const collected = await session.call('GET', `/api/admin/jobs/${job.qrCode}`);
    expect(collected.status).toBe('Collected');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('prints the receipt and downloads the invoice PDF, which names the shop, VAT, payments and warranty', async () => {
    const printed = await stubPrint(page);
    await page.getByRole('button', { name: 'Print receipt (80 mm)' }).click();
    expect(await printed()).toEqual({ calls: 1, printing: 'receipt' });
    expect(await page.locator('#receipt').getAttribute('class')).toContain('paper-80');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Invoice PDF' }).click()]);
    expect(download.suggestedFilename()).toBe(`${invoiceNumber}.pdf`);
    const text = pdfText(readFileSync((await download.path())!));
    for (const expected of [invoiceNumber, 'VAT number', 'VAT at 20%', '£9.50', '£57.00', 'Cash', 'Card (ref 4242)', productName, job.jobNumber, '12-month warranty']) expect(text).toContain(expected);
  });

  it("opens the receipt's QR code as the customer: the receipt and the points it is worth", async () => {
    const claimUrl = (await page.locator('#receipt img[data-qr-text]').getAttribute('data-qr-text'))!;
    expect(new URL(claimUrl).pathname).toBe('/loyalty/claim');
    const customer = await newPage(browser, 390);
    await customer.page.goto(claimUrl);
    await expect.poll(() => customer.page.getByRole('heading', { name: 'Claim your points' }).count(), poll).toBe(1);
    await expect.poll(async () => (await customer.page.locator('#receipt').textContent()) ?? '', poll).toContain(invoiceNumber);
    expect(await customer.page.textContent('main')).toContain('45 loyalty points');
    expect(await axeViolations(customer.page)).toEqual([]);
    await customer.context.close();
  });

  it('refunds one line with a credit note against the invoice', async () => {
    await page.goto(saleUrl);
    await page.getByRole('checkbox', { name: new RegExp(`^Refund ${productName}`) }).check();
    await page.getByLabel('Refund reason').fill('Wrong cable');
    await page.getByRole('button', { name: 'Refund', exact: true }).click();
    await expect.poll(async () => (await page.getByRole('region', { name: 'Refunds' }).textContent()) ?? '', poll).toMatch(/CN-\d{6}: £12\.00 to card, Wrong cable/);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('lists the sale and the refund on /admin/sales with the day totals, and both documents on /admin/reports/invoices', async () => {
    await page.goto(`${baseUrl}/admin/sales`);
    await expect.poll(async () => (await page.locator('table').last().textContent()) ?? '', poll).toContain(invoiceNumber);
    expect(await page.getByTestId('day-totals').textContent()).toContain('Cash');
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(`${baseUrl}/admin/reports/invoices`);
    await expect.poll(async () => (await page.locator('main').textContent()) ?? '', poll).toContain(`Credit note against ${invoiceNumber}`);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('closes the drawer with a count that matches: the Z report balances', async () => {
    await page.goto(`${baseUrl}/admin/till`);
    // Float 100.00 + cash 20.00 (change came out of the 25.00 handed over) = 120.00.
    await expect.poll(() => page.getByTestId('expected-cash').textContent(), poll).toBe('£120.00');
    await page.getByRole('button', { name: 'Count and close' }).click();
    await page.getByLabel('£50').fill('2');
    await page.getByLabel('£20').fill('1');
    expect(await page.getByTestId('counted').textContent()).toBe('£120.00');
    await page.getByRole('button', { name: 'Close the drawer' }).click();
    await page.waitForURL((url) => url.searchParams.has('z'));
    await expect.poll(async () => (await page.locator('#z-report').textContent()) ?? '', poll).toContain('Difference (balances)£0.00');
    expect(await page.locator('#z-report').textContent()).toContain('Card refunds-£12.00');
    expect(await axeViolations(page)).toEqual([]);
    // Printed from the browser too, the Z report carries none of the public site's chrome (issue 32).
    expect(await page.getByText(/^Follow us on/).count()).toBe(0);
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('body > #root header').first().isVisible()).toBe(false);
    expect(await page.locator('#z-report').isVisible()).toBe(true);
    await page.emulateMedia({ media: 'screen' });
  });
});
