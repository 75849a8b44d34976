// Issue 32: an old or mistyped link to a product, a shop category, a service or a guide answers 404
// and shows a page that says so, with the nearest pages that are there; never the error fallback.
// Drawn by the server and kept by the browser (no second request, no console error), and the same
// when the app reaches such a page by a link.
import type { Page } from 'playwright-core';
import { ulid } from 'ulid';
import { beforeAll, describe, expect } from 'vitest';
import { shopRoutes } from '../../../shared/api/routes/shop';
import { axeViolations } from '../../support/axe';
import { pageErrors } from '../../support/browser';
import { baseUrl } from '../accounts/accounts-e2e';
import { createAdmin } from '../admin-security/admin-e2e';
import { apiAs, pathOf, sessionCookie } from '../customer-repairs/customer-e2e';
import { browserTest as it } from '../support/browser-test';
import { stockedProduct } from '../support/stocked-product';

let staff: string;

beforeAll(async () => {
  const admin = await createAdmin();
  staff = await sessionCookie(admin.username, admin.password);
});

/** Takes a product off the shop, as staff do on its inventory page. */
async function unpublish(id: string): Promise<void> {
  const { product } = (await apiAs(staff, 'GET', pathOf(shopRoutes.getInventoryItem, { id }))) as { product: Record<string, unknown> };
  const { name, slug, category, description, images, pricePence, sku, barcode, compatibleModels, lowStockThreshold, serialised } = product;
  await apiAs(staff, 'PUT', pathOf(shopRoutes.updateProduct, { id }), { name, slug, category, description, images, pricePence, sku, barcode, compatibleModels, lowStockThreshold, serialised, published: false });
}

/** Opens `path` as a visitor: the status of the page itself, and the console's errors but the page's own 404. */
async function open(page: Page, path: string): Promise<{ status: number | undefined; errors: string[] }> {
  const errors = pageErrors(page);
  const response = await page.goto(`${baseUrl}${path}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  // React has hydrated the page (or drawn it afresh) once the document is interactive and idle.
  await page.waitForLoadState('networkidle');
  return { status: response?.status(), errors: errors.filter((e) => !/Failed to load resource: the server responded with a status of 404/.test(e)) };
}

async function expectNoErrorFallback(page: Page): Promise<void> {
  expect(await page.getByText('Something went wrong').count()).toBe(0);
}

describe('a link to content that is not there', () => {
  it('a product taken off the shop: 404, "no longer available" and its category', async ({ page }) => {
    const id = await stockedProduct(staff, { name: 'Gone test earbuds', pricePence: 2499, tag: 'gone', barcodePrefix: '294' });
    await unpublish(id);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname + new URL(request.url()).search));

    const { status, errors } = await open(page, `/shop/product/${id}`);

    expect(status).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('This product is no longer available');
    await expectNoErrorFallback(page);
    expect(errors).toEqual([]);
    // Kept as the server drew it: the browser does not ask for the page's data again.
    expect(requests.filter((r) => r.includes('_data'))).toEqual([]);
    expect(await page.title()).toContain('This product is no longer available');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'More audio' }).click();
    await page.waitForURL((url) => url.pathname === '/shop/category/audio');
    await page.getByRole('heading', { name: 'Audio', level: 1 }).waitFor();
  });

  it.for([
    [`/shop/product/${ulid()}`, 'This product is no longer available', 'Search the shop'],
    ['/shop/product/not-a-product', 'This product is no longer available', 'Search the shop'],
    ['/shop/category/typewriters', 'This shop category does not exist', 'Chargers and cables'],
    ['/services/no-such-repair', 'This service is no longer listed', 'All repair services'],
    ['/guides/no-such-guide', 'This guide is no longer available', 'All guides'],
  ] as const)('%s: 404, "%s", and a way on', async ([path, heading, way], { page }) => {
    const { status, errors } = await open(page, path);

    expect(status).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
    expect(await page.getByText('404 Page Not Found').isVisible()).toBe(true);
    await expectNoErrorFallback(page);
    expect(errors).toEqual([]);
    await page.getByRole('main').getByRole('link', { name: way }).waitFor();
  });

  it('reached by a link in the app: a product taken off the shop since the list was drawn', async ({ page }) => {
    const name = `Gone later charger ${Date.now()}`;
    const id = await stockedProduct(staff, { name, pricePence: 1599, tag: 'gone-later', barcodePrefix: '295' });
    await page.goto(`${baseUrl}/shop/category/audio`);
    await page.getByRole('link', { name: new RegExp(name) }).waitFor();
    await page.waitForLoadState('networkidle');
    await unpublish(id);

    await page.getByRole('link', { name: new RegExp(name) }).click();

    await page.waitForURL((url) => url.pathname === `/shop/product/${id}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('This product is no longer available');
    await page.getByRole('link', { name: 'More audio' }).waitFor();
    await expectNoErrorFallback(page);
  });
});
