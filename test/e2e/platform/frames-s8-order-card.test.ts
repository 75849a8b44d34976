// /shop/orders/{id} and /customer-details/{qrCode} paint their frame from the HTML (decision 225): the
// heading and fixed sentence are in the shell before any script runs, the same for everyone, with
// nothing about the person; signed in as the order's or the record's owner, at a phone's width, the
// page takes the frame's place without a layout shift. The order's LCP is the frame's sentence; the
// card's is its QR code, which the record brings and which is larger than any text.
import type { Page } from 'playwright-core';
import { ulid } from 'ulid';
import { describe, expect, inject } from 'vitest';
import { SIGNED_IN_HINT_COOKIE } from '../../../shared/api/signed-in-hint';
import { shopRoutes } from '../../../shared/api/routes/shop';
import { ean13 } from '../../../shared/schemas/shop/ean13';
import { createVerifiedAccount, newPerson, type Person } from '../accounts/accounts-e2e';
import { createAdmin } from '../admin-security/admin-e2e';
import { apiAs, claim, counter, pathOf, sessionCookie } from '../customer-repairs/customer-e2e';
import { browserTest as it } from '../support/browser-test';
import { paintsOf, recordPaints } from '../support/paints';
import { addSignedInSession } from '../support/signed-in-session';

const baseUrl = inject('baseUrl');

const ORDER_INTRO = 'The items you bought, what you paid with VAT included, and how the order reaches you: by post or collected from the shop.';
const CARD_INTRO = 'What Device DRS has on file for you at the counter.';

/** A verified customer with an order for delivery, placed through the API (it waits for payment). */
async function customerWithOrder(): Promise<{ person: Person; cookie: string; orderId: string; productName: string }> {
  const admin = await createAdmin();
  const staff = await sessionCookie(admin.username, admin.password);
  const n = `${Date.now()}`.slice(-9);
  const productName = `E2E order frame leather folio case with card slots ${n}`;
  const product = await apiAs(staff, 'POST', pathOf(shopRoutes.createProduct), {
    name: productName,
    slug: `e2e-order-frame-case-${n}`,
    category: 'audio',
    description: 'A product in the order of the frame test.',
    images: [],
    pricePence: 2499,
    sku: `E2E-O-${n}`,
    barcode: ean13(`292${n}`),
    compatibleModels: ['iPhone 15'],
    lowStockThreshold: 1,
    published: true,
    serialised: false,
  });
  const id = String(product.id);
  await apiAs(staff, 'POST', pathOf(shopRoutes.adjustStock, { id }), { kind: 'received', quantity: 3, reason: 'E2E delivery', requestId: ulid() });
  const person = await createVerifiedAccount(newPerson());
  const cookie = await sessionCookie(person.username, person.password);
  await apiAs(cookie, 'PUT', pathOf(shopRoutes.setCartLine, { id }), { quantity: 2 });
  const address = { name: `${person.firstName} ${person.lastName}`, line1: 'Flat 12, Riverside Court, 145 Harbour Road', city: 'Bangor', postcode: 'BT20 5AB' };
  const checkout = await apiAs(cookie, 'POST', pathOf(shopRoutes.startCheckout), { fulfilment: 'delivery', address });
  return { person, cookie, orderId: String(checkout.orderId), productName };
}

/** A verified customer whose shop customer record is linked to their account by claiming its walk-in job (decision 113). */
async function customerWithCard(): Promise<{ person: Person; cookie: string; qrCode: string }> {
  const shop = await counter();
  const person = newPerson({ firstName: 'Siobhán', lastName: 'Fitzpatrick-MacLochlainn' });
  const job = await shop.openWalkInJob(person, 'iPhone 14');
  await createVerifiedAccount(person);
  const cookie = await sessionCookie(person.username, person.password);
  await claim(cookie, job);
  return { person, cookie, qrCode: await shop.customerQrOf(person) };
}

/** The element of the page's last largest-contentful-paint entry: its tag and, for an image, its alt text. */
async function lcpElement(page: Page): Promise<{ tag: string; alt: string | null }> {
  return page.evaluate(
    () =>
      new Promise<{ tag: string; alt: string | null }>((resolve) => {
        new PerformanceObserver((list) => {
          const element = (list.getEntries().at(-1) as PerformanceEntry & { element: Element | null }).element;
          resolve({ tag: element?.tagName ?? '', alt: element?.getAttribute('alt') ?? null });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

describe('/shop/orders/{id} and /customer-details/{qrCode} paint their frame from the HTML (decision 225)', () => {
  it.override('viewportWidth', 412);

  it('sends each its frame, the same for a visitor and the owner: heading, fixed sentence and loading state, nothing about the person', async () => {
    const order = await customerWithOrder();
    const card = await customerWithCard();

    for (const { path, cookie, fixed, personal } of [
      {
        path: `/shop/orders/${order.orderId}`,
        cookie: order.cookie,
        fixed: ['Your order</h1>', ORDER_INTRO, 'Loading your order'],
        personal: [order.orderId, order.productName, order.person.firstName, 'Riverside Court', 'Pending payment'],
      },
      {
        path: `/customer-details/${card.qrCode}`,
        cookie: card.cookie,
        fixed: ['Your card at the shop', 'Your details at the shop</h1>', CARD_INTRO, 'Loading your details at the shop'],
        personal: [card.qrCode, card.person.firstName, card.person.lastName, card.person.phone, card.person.email, 'Your QR code', 'Details on file'],
      },
    ]) {
      const visitor = await (await fetch(`${baseUrl}${path}`)).text();
      const owner = await (await fetch(`${baseUrl}${path}`, { headers: { cookie: `${cookie}; ${SIGNED_IN_HINT_COOKIE}=1` } })).text();

      expect(owner, path).toBe(visitor);
      for (const text of fixed) expect(visitor, path).toContain(text);
      expect(visitor, path).toContain('role="status"');
      expect(visitor, path).not.toContain('<form');
      for (const text of personal) expect(visitor, path).not.toContain(text);
    }
  });

  it("replaces the order's frame without a shift, its sentence the LCP, once the order has arrived", async ({ context, page }) => {
    const { cookie, orderId, productName } = await customerWithOrder();
    await addSignedInSession(context, baseUrl, cookie);
    await recordPaints(page);

    await page.goto(`${baseUrl}/shop/orders/${orderId}`);
    await page.getByRole('cell', { name: productName }).waitFor();
    const { cls, lcp } = await paintsOf(page);

    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Your order');
    expect(await page.getByText('Riverside Court').isVisible()).toBe(true);
    expect(lcp?.text).toBe(ORDER_INTRO);
    expect(cls).toBeLessThanOrEqual(0.02);
  });

  it("replaces the card's frame without a shift once the record has arrived, its QR code the LCP", async ({ context, page }) => {
    const { cookie, qrCode } = await customerWithCard();
    await addSignedInSession(context, baseUrl, cookie);
    await recordPaints(page);

    await page.goto(`${baseUrl}/customer-details/${qrCode}`);
    const qr = page.getByRole('img', { name: 'Your customer QR code' });
    await qr.waitFor();
    const { cls, lcp } = await paintsOf(page);

    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Your details at the shop');
    expect(await qr.getAttribute('data-qr-text')).toBe(qrCode);
    expect(await lcpElement(page)).toEqual({ tag: 'IMG', alt: 'Your customer QR code' });
    expect(lcp?.text).toBe('');
    expect(cls).toBeLessThanOrEqual(0.02);
  });
});
