// The till by keyboard and a USB scanner alone, on a tablet's 1024x768 screen (issue 32, items 10 and
// 12; decision 249): "Complete sale" in view without scrolling on a tablet and a laptop; then a sale
// scanned, its quantity and a line's discount set, "Go to payment", cash tendered, completed with
// Enter and its receipt printed, every control reached by Tab showing its focus ring.
import { randomInt } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ean13 } from '../../../shared/schemas/shop/ean13';
import { closeContexts, sharedBrowser } from '../../support/browser';
import { adminSession, moveJob, openWalkInJob, signInAsAdmin, stubPrint, type AdminSession, type OpenedJob } from '../admin-repairs/admin-repairs-e2e';
import { focused, scanCode, tabTo } from '../support/keyboard';
import { openTill } from '../support/till';

let browser: Browser;
let session: AdminSession;
let barcode: string;
let productName: string;

const poll = { timeout: 10_000 };

async function readyJob(): Promise<OpenedJob> {
  const job = await openWalkInJob(session);
  await session.call('POST', `/api/admin/jobs/${job.qrCode}/lines`, { kind: 'part', description: 'Battery', quantity: 1, unitPence: 4500 });
  for (const status of ['Diagnosing', 'In repair', 'Quality check', 'Ready for collection']) await moveJob(session, job, status);
  return job;
}

async function tillPage(width: number, height: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height }, locale: 'en-GB', timezoneId: 'Europe/London' });
  const page = await context.newPage();
  await signInAsAdmin(page, session);
  await openTill(page);
  return { context, page };
}

/** Whether "Complete sale" lies wholly inside the viewport with the page not scrolled. */
function completeSaleInView(page: Page): Promise<boolean> {
  return page.getByRole('button', { name: 'Complete sale' }).evaluate((button) => {
    const box = button.getBoundingClientRect();
    return window.scrollY === 0 && box.top >= 0 && box.bottom <= window.innerHeight;
  });
}

beforeAll(async () => {
  browser = await sharedBrowser();
  session = await adminSession();
  const n = String(randomInt(1e9, 1e10));
  barcode = ean13(`51${n}`);
  productName = `Braided USB-C cable ${n}`;
  const product = await session.call('POST', '/api/admin/inventory', {
    name: productName, slug: `braided-usb-c-${n}`, category: 'chargers-and-cables', description: 'A 1 m braided USB-C cable.', images: [],
    pricePence: 1200, sku: `KBD-${n}`, barcode, compatibleModels: [], lowStockThreshold: 1, published: true, serialised: false,
  });
  await session.call('POST', `/api/admin/inventory/${String(product.id)}/adjustments`, { kind: 'received', quantity: 10, reason: 'Delivery', requestId: ulid() });
  // A card reader of the shop's adds its row to the payment, so the layouts below are measured with
  // one, whether or not a file before this one on the stack registered another.
  await session.call('POST', '/api/admin/settings/readers', { label: `Counter reader ${n}`, location: 'Front counter' });
  const current = (await session.call('GET', '/api/admin/till/drawer')) as { session: { sessionId: string } | null };
  if (!current.session) await session.call('POST', '/api/admin/till/drawer', { floatPence: 5000 });
});

afterAll(async () => {
  await closeContexts(browser);
});

describe('the till by keyboard', () => {
  it('shows "Complete sale" without scrolling on a tablet (1024x768) and a laptop (1280x800)', async () => {
    const job = await readyJob();
    for (const [width, height] of [[1024, 768], [1280, 800]] as const) {
      const { context, page } = await tillPage(width, height);
      await scanCode(page, barcode);
      await expect.poll(() => page.getByTestId('basket-line').count(), poll).toBe(1);
      await scanCode(page, job.jobNumber);
      await expect.poll(() => page.getByTestId('basket-line').count(), poll).toBe(2);
      for (const label of ['Cash (£)', 'Card (£)', 'Terminal reference or last 4']) {
        expect(await page.getByLabel(label).evaluate((el) => el.getBoundingClientRect().bottom <= window.innerHeight), `${label} at ${width}x${height}`).toBe(true);
      }
      expect(await completeSaleInView(page), `at ${width}x${height}`).toBe(true);
      await context.close();
    }
  });

  it('scans, sets a quantity and a discount, takes cash and prints the receipt with keys alone', async () => {
    const job = await readyJob();
    const { context, page } = await tillPage(1024, 768);

    // The scanner types into the field that has focus from the start.
    await scanCode(page, barcode);
    await expect.poll(() => page.getByTestId('basket-line').count(), poll).toBe(1);
    await scanCode(page, job.jobNumber);
    await expect.poll(() => page.getByTestId('basket-line').count(), poll).toBe(2);
    expect((await focused(page)).name).toContain('Scan or type a barcode');

    // "Go to payment" shows when Tab reaches it, right after the scan field's own buttons.
    expect(await tabTo(page, 'Go to payment', { max: 3 })).toEqual(['Add', 'Go to payment']);
    expect((await focused(page)).inView).toBe(true);

    // Quantity 2 with the arrow key.
    await tabTo(page, `Quantity of ${productName}`);
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => page.getByTestId('sale-total').textContent(), poll).toBe('£69.00');

    // A line's discount: Enter opens it with focus in the amount, Enter applies it, focus comes back.
    await tabTo(page, `Discount ${productName}`);
    await page.keyboard.press('Enter');
    expect((await focused(page)).name).toBe('Percent off');
    await page.keyboard.type('10');
    await page.keyboard.press('Tab');
    expect((await focused(page)).name).toBe('Discount reason');
    await page.keyboard.type('Bought two');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('sale-total').textContent(), poll).toBe('£66.60');
    expect((await focused(page)).name).toBe(`Discount ${productName}`);

    // Esc closes a line's discount without changing it, focus back on its button.
    await page.keyboard.press('Enter');
    expect((await focused(page)).name).toBe('Percent off');
    await page.keyboard.press('Escape');
    expect((await focused(page)).name).toBe(`Discount ${productName}`);

    // Back to "Go to payment", which sends focus to the payment's first control.
    await tabTo(page, 'Go to payment', { back: true });
    await page.keyboard.press('Enter');
    expect((await focused(page)).name).toBe('All cash');
    await page.keyboard.press('Enter');
    expect(await page.getByLabel('Cash (£)').inputValue()).toBe('66.60');
    await tabTo(page, /^Cash handed over/, { max: 5 });
    await page.keyboard.type('70.00');
    expect(await page.getByTestId('change-due').textContent()).toBe('£3.40');
    expect(await completeSaleInView(page)).toBe(true);

    // Enter in the payment completes the sale; the sale opens with focus on printing its receipt.
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/admin/sales' && url.searchParams.has('sale'));
    await expect.poll(async () => (await focused(page)).name, poll).toBe('Print receipt (80 mm)');
    expect(await page.getByRole('heading', { level: 2, name: /^INV-\d{6}: £66\.60$/ }).count()).toBe(1);
    // The receipt's claim code under its QR code: five groups of four on one line (decision 248).
    const code = page.locator('#receipt figcaption');
    expect(await code.textContent()).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}( [0-9A-HJKMNP-TV-Z]{4}){4}$/);
    expect(await code.evaluate((el) => el.getClientRects().length === 1 && el.getBoundingClientRect().height < 24)).toBe(true);
    const printed = await stubPrint(page);
    await page.keyboard.press('Enter');
    expect(await printed()).toEqual({ calls: 1, printing: 'receipt' });
    expect((await session.call('GET', `/api/admin/jobs/${job.qrCode}`)).status).toBe('Collected');
    await context.close();
  });
});
