// The shop in Chromium: a category page with its products in the HTML, add to cart, click and
// collect checkout, paying on the local payment page, the order and its email; staff mark it ready
// and the customer sees Ready for collection; Decline then Cancel leave stock as it was; a refund
// shows on the order; every shop page passes axe.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopRoutes } from '../../../shared/api/routes/shop';
import { ean13 } from '../../../shared/schemas/shop/ean13';
import { axeViolations } from '../../support/axe';
import { closeContexts, sharedBrowser } from '../../support/browser';
import { addSignedInSession } from '../support/signed-in-session';
import { baseUrl, createVerifiedAccount, linkOf, newPage, newPerson, waitForEmail, type Person } from '../accounts/accounts-e2e';
import { createAdmin } from '../admin-security/admin-e2e';
import { apiAs, pathOf, sessionCookie } from '../customer-repairs/customer-e2e';

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

/** A published audio product with `stock` units received. */
async function product(stock: number, pricePence = 2999) {
  const n = `${Date.now()}`.slice(-9);
  const created = await apiAs(staff, 'POST', pathOf(shopRoutes.createProduct), {
    name: `E2E earbuds ${n}`,
    slug: `e2e-earbuds-${n}`,
    category: 'audio',
    description: 'Test earbuds for the journey.',
    images: [],
    pricePence,
    sku: `E2E-${n}`,
    barcode: ean13(`290${n}`),
    compatibleModels: ['iPhone 15'],
    lowStockThreshold: 1,
    published: true,
    serialised: false,
  });
  await apiAs(staff, 'POST', pathOf(shopRoutes.adjustStock, { id: String(created.id) }), { kind: 'received', quantity: stock, reason: 'E2E delivery', requestId: ulid() });
  return { id: String(created.id), name: String(created.name) };
}

async function available(id: string): Promise<number> {
  const detail = await apiAs(staff, 'GET', pathOf(shopRoutes.getInventoryItem, { id }));
  return (detail.product as { available: number }).available;
}

async function customerPage(): Promise<{ person: Person; page: Page; context: BrowserContext }> {
  const person = await createVerifiedAccount(newPerson());
  const { page, context } = await newPage(browser);
  // Signed in through the API (the sign-in page has its own tests).
  await addSignedInSession(context, baseUrl, await sessionCookie(person.email, person.password));
  return { person, page, context };
}

/** axe-core's WCAG rules, and heading-order, which Lighthouse scored against the catalogue's product cards. */
async function expectNoAxeViolations(page: Page): Promise<void> {
  const violations = await axeViolations(page, ['heading-order']);
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function addToCartAndCheckOut(page: Page, productId: string, name: string) {
  await page.goto(`${baseUrl}/shop/product/${productId}`);
  await page.getByRole('heading', { name, level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByText('Added to your cart.').waitFor();
  await page.getByRole('link', { name: 'View cart' }).click();
  await page.getByRole('heading', { name: 'Your cart' }).waitFor();
  await page.getByRole('link', { name: 'Go to checkout' }).click();
  await page.getByRole('heading', { name: 'Checkout' }).waitFor();
  await page.getByLabel(/Click and collect/).check();
  await page.getByRole('button', { name: /^Pay £/ }).click();
  await page.waitForURL(/\/local-pay\//);
}

describe('buying online', () => {
  it('browse a category, add to cart, click and collect, pay, see the order, its invoice and its email; staff mark it ready; a refund shows', async () => {
    const { person, page, context } = await customerPage();
    const item = await product(2);
    const html = await (await fetch(`${baseUrl}/shop/category/audio`)).text();
    expect(html).toContain(item.name);

    await page.goto(`${baseUrl}/shop/category/audio`);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: new RegExp(item.name) }).click();
    await page.getByRole('heading', { name: item.name, level: 1 }).waitFor();
    await expectNoAxeViolations(page);
    await addToCartAndCheckOut(page, item.id, item.name);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Pay £29.99' }).click();

    await page.waitForURL(/\/payment-success\?order=/);
    await page.getByText('Payment received. We have emailed your confirmation.').waitFor();
    await expect.poll(() => page.getByText('Paid', { exact: true }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    const orderId = new URL(page.url()).searchParams.get('order')!;
    const email = await waitForEmail(person.email, 'order-confirmed');
    expect(email.text).toContain(item.name);
    expect(await available(item.id)).toBe(1);
    // Each order email's link is the order's page, opened here by the signed-in customer (issue 32).
    const orderPage = `${baseUrl}/shop/orders/${orderId}`;
    expect(email.links).toEqual([orderPage]);
    await page.goto(linkOf(email));
    await page.getByText('Paid', { exact: true }).waitFor();

    await apiAs(staff, 'POST', pathOf(shopRoutes.moveShopOrder, { id: orderId }), { move: 'ready' });
    const ready = await waitForEmail(person.email, 'order-ready');
    expect(ready.links).toEqual([orderPage]);
    await page.goto(linkOf(ready));
    await page.getByText('Ready for collection', { exact: true }).waitFor();
    // The order's invoice, from the till's sequence, downloads as a PDF drawn in the browser.
    await page.getByText(/^Invoice INV-\d{6}$/).waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download invoice (PDF)' }).click();
    expect((await download).suggestedFilename()).toMatch(/^INV-\d{6}\.pdf$/);

    await apiAs(staff, 'POST', pathOf(shopRoutes.refundShopOrder, { id: orderId }), { reason: 'Changed their mind', requestId: ulid() });
    const refunded = await waitForEmail(person.email, 'order-refunded');
    expect(refunded.links).toEqual([orderPage]);
    await page.goto(linkOf(refunded));
    await page.getByRole('heading', { name: 'Refunds' }).waitFor();
    await expect.poll(() => page.getByText(/£29\.99 on .*: Changed their mind/).isVisible()).toBe(true);
    await page.getByText('£29.99 to your card', { exact: true }).waitFor();
    await page.goto(`${baseUrl}/shop/orders`);
    await page.getByText('Refunded', { exact: true }).waitFor();
    await expectNoAxeViolations(page);
    expect(await available(item.id)).toBe(2);
    await context.close();
  });

  it('Decline then Cancel on the payment page leave stock as it was', async () => {
    const item = await product(3);
    const { page, context } = await customerPage();

    await addToCartAndCheckOut(page, item.id, item.name);
    expect(await available(item.id)).toBe(2);
    await page.getByRole('button', { name: 'Decline' }).click();
    await page.getByText('Your card was declined.').waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.waitForURL(/\/shop\/checkout\?cancelled=/);
    await page.getByText('Payment cancelled').waitFor();
    await expectNoAxeViolations(page);
    expect(await available(item.id)).toBe(3);
    await context.close();
  });
});
