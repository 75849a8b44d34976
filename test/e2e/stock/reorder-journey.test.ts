// Issue 30's "done when", stock that reorders itself: a till sale takes a product below its low-stock
// threshold; the dashboard's "Low stock" panel names it, and "Suggested orders" on the suppliers page
// puts it in a draft purchase order for its usual supplier at the price list's cost (decisions 331, 332).
import { randomInt } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ean13 } from '../../../shared/schemas/shop/ean13';
import { closeContexts, sharedBrowser } from '../../support/browser';
import { baseUrl } from '../accounts/accounts-e2e';
import { adminSession, signInAsAdmin, type AdminSession } from '../admin-repairs/admin-repairs-e2e';
import { scanCode } from '../support/keyboard';
import { openTill } from '../support/till';

let browser: Browser;
let session: AdminSession;
let context: BrowserContext;
let page: Page;
let barcode: string;
let productName: string;
let supplierName: string;
let code: string;

const poll = { timeout: 15_000 };

beforeAll(async () => {
  browser = await sharedBrowser();
  session = await adminSession();
  const n = String(randomInt(1e9, 1e10));
  code = `RO-${n}`;
  supplierName = `Lagan Parts ${n}`;
  const supplier = await session.call('POST', '/api/admin/suppliers', { name: supplierName, email: `orders${n}@lagan-parts.example`, leadTimeDays: 2 });
  await session.call('PUT', `/api/admin/suppliers/${String(supplier.id)}/price-list`, { csv: `supplier sku,description,compatible models,cost price\n${code},Tempered glass iPhone 15,iPhone 15,£1.80\n` });
  barcode = ean13(`52${n}`);
  productName = `Screen protector iPhone 15 ${n}`;
  const product = await session.call('POST', '/api/admin/inventory', {
    name: productName, slug: `screen-protector-${n}`, category: 'chargers-and-cables', description: 'Tempered glass for the iPhone 15.', images: [],
    pricePence: 999, sku: code, barcode, compatibleModels: ['iPhone 15'], lowStockThreshold: 2, published: true, serialised: false,
    supplierId: supplier.id, reorderQuantity: 12,
  });
  await session.call('POST', `/api/admin/inventory/${String(product.id)}/adjustments`, { kind: 'received', quantity: 3, reason: 'Delivery', requestId: ulid() });
  const current = (await session.call('GET', '/api/admin/till/drawer')) as { session: { sessionId: string } | null };
  if (!current.session) await session.call('POST', '/api/admin/till/drawer', { floatPence: 5000 });
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-GB', timezoneId: 'Europe/London' });
  page = await context.newPage();
  await signInAsAdmin(page, session);
});

afterAll(async () => {
  await context.close();
  await closeContexts(browser);
});

describe('stock that reorders itself', () => {
  it('a till sale below the threshold puts the product in a suggested order for its supplier', async () => {
    await openTill(page);
    await scanCode(page, barcode);
    await expect.poll(() => page.getByTestId('basket-line').count(), poll).toBe(1);
    await page.getByRole('button', { name: 'All cash' }).click();
    await page.getByRole('button', { name: 'Complete sale' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/sales' && url.searchParams.has('sale'));

    // The dashboard tells staff once the sale's stock has been checked (after the sale, on the bus).
    const panel = page.getByRole('region', { name: 'Low stock' });
    await expect
      .poll(async () => {
        await page.goto(`${baseUrl}/admin`);
        await panel.getByRole('list', { name: 'Low stock' }).or(panel.getByText('Nothing is at or below')).first().waitFor();
        return panel.getByRole('link', { name: productName }).count();
      }, poll)
      .toBe(1);
    expect(await panel.textContent()).toContain('2 available, threshold 2');

    await panel.getByRole('link', { name: 'Suggested orders' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/suppliers');
    const suggestion = page.getByRole('listitem', { name: `Suggested order: ${supplierName}` });
    await suggestion.waitFor();
    const row = suggestion.getByRole('row', { name: new RegExp(productName) });
    expect(await row.getByRole('cell').allTextContents()).toEqual([productName, code, '2', '2', '12', '£1.80']);

    await suggestion.getByRole('button', { name: 'Create draft purchase order' }).click();
    await page.waitForURL((url) => url.searchParams.has('order'));
    const orderId = new URL(page.url()).searchParams.get('order')!;
    const order = (await session.call('GET', `/api/admin/purchase-orders/${orderId}`)) as { status: string; supplierName: string; lines: { description: string; quantity: number; unitCostPence: number }[] };
    expect(order).toMatchObject({ status: 'Draft', supplierName, lines: [{ description: 'Tempered glass iPhone 15', quantity: 12, unitCostPence: 180 }] });
    await expect.poll(() => page.getByRole('listitem', { name: `Suggested order: ${supplierName}` }).count(), poll).toBe(0);
  });
});
