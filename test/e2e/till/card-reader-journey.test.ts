// The till with a card reader in Chromium (issue 29's "done when"), on the local simulated reader: a
// sale paid part cash, part on the reader (Approve); another declined, then approved on a retry; a
// refund of the first back to the card; and the Z report keeping reader card apart from other card.
import { randomInt } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ean13 } from '../../../shared/schemas/shop/ean13';
import { closeContexts, sharedBrowser } from '../../support/browser';
import { baseUrl, newPage } from '../accounts/accounts-e2e';
import { adminSession, signInAsAdmin, type AdminSession } from '../admin-repairs/admin-repairs-e2e';
import { openTill } from '../support/till';
import { scanCode } from '../support/keyboard';

let browser: Browser;
let session: AdminSession;
let context: BrowserContext;
let page: Page;
let barcode: string;
let productName: string;
let readerLabel: string;

const poll = { timeout: 15_000 };

beforeAll(async () => {
  browser = await sharedBrowser();
  session = await adminSession();
  const n = String(randomInt(1e9, 1e10));
  barcode = ean13(`51${n}`);
  productName = `Tempered glass ${n}`;
  readerLabel = `Counter reader ${n}`;
  const product = await session.call('POST', '/api/admin/inventory', {
    name: productName, slug: `tempered-glass-${n}`, category: 'chargers-and-cables', description: 'A screen protector.', images: [],
    pricePence: 1200, sku: `TG-${n}`, barcode, compatibleModels: [], lowStockThreshold: 1, published: true, serialised: false,
  });
  await session.call('POST', `/api/admin/inventory/${String(product.id)}/adjustments`, { kind: 'received', quantity: 5, reason: 'Delivery', requestId: ulid() });
  await session.call('POST', '/api/admin/settings/readers', { label: readerLabel, location: 'Front counter' });
  const current = (await session.call('GET', '/api/admin/till/drawer')) as { session: { sessionId: string } | null };
  if (current.session) await session.call('POST', '/api/admin/till/drawer/close', { sessionId: current.session.sessionId, count: {} });
  await session.call('POST', '/api/admin/till/drawer', { floatPence: 0 });
  const opened = await newPage(browser, 1280);
  context = opened.context;
  page = opened.page;
  // Signed in by its session cookie: this journey is about the till, not signing in.
  await signInAsAdmin(page, session);
});

afterAll(async () => {
  await context.close();
  await closeContexts(browser);
});

/** Sends what is left to pay to the test's reader and presses a button on the simulated reader's page. */
async function onReader(button: 'Approve' | 'Decline', send = 'Send to reader'): Promise<void> {
  await page.getByLabel('Reader', { exact: true }).selectOption({ label: `${readerLabel} (Front counter)` });
  await page.getByRole('button', { name: send }).click();
  await expect.poll(async () => (await page.getByRole('status').allTextContents()).join(' '), poll).toContain(`Waiting for the card on ${readerLabel}`);
  const href = (await page.getByRole('link', { name: 'Open the simulated reader' }).getAttribute('href'))!;
  const reader = await context.newPage();
  await reader.goto(`${baseUrl}${href}`);
  await reader.getByRole('button', { name: button }).click();
  await reader.waitForURL((url) => url.searchParams.has('done'));
  await reader.close();
}

async function sellOne(): Promise<void> {
  await openTill(page);
  await scanCode(page, barcode);
  await expect.poll(() => page.getByTestId('basket-line').count(), poll).toBe(1);
}

describe('a card reader at the till', () => {
  let saleUrl: string;

  it('takes a sale part cash, part on the reader, and completes it once the card is approved', async () => {
    await sellOne();
    await page.getByLabel('Cash (£)').fill('5.00');

    await onReader('Approve');

    await expect.poll(async () => (await page.getByRole('status').allTextContents()).join(' '), poll).toContain(`Card approved on ${readerLabel}: £7.00`);
    expect(await page.getByTestId('left-to-pay').textContent()).toBe('£0.00');
    await page.getByRole('button', { name: 'Complete sale' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/sales' && url.searchParams.has('sale'));
    await expect.poll(() => page.getByRole('heading', { level: 2, name: /^INV-\d{6}: £12\.00$/ }).count(), poll).toBe(1);
    // The receipt names the reader's payment as the Z report does.
    await expect.poll(() => page.getByText('Card (terminal)', { exact: true }).count(), poll).toBeGreaterThan(0);
    saleUrl = page.url();
  });

  it('says so when the card is declined, and completes the sale when a retry is approved', async () => {
    await sellOne();

    await onReader('Decline');

    await expect.poll(async () => (await page.getByRole('alert').allTextContents()).join(' '), poll).toContain('Your card was declined. Try again, or choose another reader or tender.');
    await onReader('Approve', 'Try again');
    await expect.poll(async () => (await page.getByRole('status').allTextContents()).join(' '), poll).toContain(`Card approved on ${readerLabel}: £12.00`);
    await page.getByRole('button', { name: 'Complete sale' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/sales' && url.searchParams.has('sale'));
  });

  it('refunds the first sale back to the card it was paid with', async () => {
    await page.goto(saleUrl);
    await page.getByRole('checkbox', { name: new RegExp(`^Refund ${productName}`) }).check();
    await page.getByLabel('Refund reason').fill('Does not fit');
    await page.getByRole('button', { name: 'Refund', exact: true }).click();
    await expect.poll(async () => (await page.getByRole('region', { name: 'Refunds' }).textContent()) ?? '', poll).toMatch(/CN-\d{6}: £12\.00 to card and cash, Does not fit/);
  });

  it('closes the drawer with a Z report that keeps reader card apart from other card', async () => {
    await page.goto(`${baseUrl}/admin/till`);
    await page.getByRole('button', { name: 'Count and close' }).click();
    await page.getByRole('button', { name: 'Close the drawer' }).click();
    await page.waitForURL((url) => url.searchParams.has('z'));
    await expect.poll(async () => (await page.locator('#z-report').textContent()) ?? '', poll).toContain('Card (terminal) sales£19.00');
    const report = (await page.locator('#z-report').textContent()) ?? '';
    expect(report).toContain('Card (terminal) refunds-£7.00');
    expect(report).toContain('Card (other terminal) sales£0.00');
  });
});
