// /shop/orders/{id} and /customer-details/{qrCode} paint their frame from the HTML (decision 225): the
// heading and fixed sentence are in the shell before any script runs, the same for everyone, with
// nothing about the person; signed in as the order's or the record's owner, at a phone's width, the
// page takes the frame's place without a layout shift. The order's LCP is the frame's sentence; the
// card's is its QR code, which the record brings and which is larger than any text.
import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { SIGNED_IN_HINT_COOKIE } from '../../../shared/api/signed-in-hint';
import { shopRoutes } from '../../../shared/api/routes/shop';
import { createVerifiedAccount, newPerson, type Person } from '../accounts/accounts-e2e';
import { createAdmin } from '../admin-security/admin-e2e';
import { apiAs, claim, counter, pathOf, sessionCookie } from '../customer-repairs/customer-e2e';
import { browserTest as it } from '../support/browser-test';
import { paintsOf, recordPaints } from '../support/paints';
import { addSignedInSession } from '../support/signed-in-session';
import { stockedProduct } from '../support/stocked-product';

const baseUrl = inject('baseUrl');

const ORDER_INTRO = 'The items you bought, what you paid with VAT included, and how the order reaches you: by post or collected from the shop.';
const CARD_INTRO = 'What Device DRS has on file for you at the counter.';

/** A verified customer with an order for delivery, placed through the API (it waits for payment). */
async function customerWithOrder(): Promise<{ person: Person; cookie: string; orderId: string; productName: string }> {
  const admin = await createAdmin();
  const staff = await sessionCookie(admin.username, admin.password);
  const productName = `E2E order frame leather folio case with card slots ${`${Date.now()}`.slice(-9)}`;
  const id = await stockedProduct(staff, { name: productName, pricePence: 2499, tag: 'order-frame', barcodePrefix: '292' });
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

/**
 * The page's last largest-contentful-paint entry: an image's URL. Its element may be gone: the QR code
 * drawn in the frame, which the page replaced with the same code, is the LCP (decision 227).
 */
async function lcpImageUrl(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        new PerformanceObserver((list) => {
          resolve((list.getEntries().at(-1) as PerformanceEntry & { url: string }).url);
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
        // The QR code's section is drawn with a blank square in place of the code, which the app draws from the address (decision 227).
        fixed: ['Your card at the shop', 'Your details at the shop</h1>', CARD_INTRO, 'Your QR code</h2>', 'Loading your details at the shop'],
        personal: [card.qrCode, card.person.firstName, card.person.lastName, card.person.phone, card.person.email, 'Details on file'],
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
    const recordReads: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith(`/api/user/customer-records/${qrCode}`)) recordReads.push(request.url());
    });

    await page.goto(`${baseUrl}/customer-details/${qrCode}`);
    const qr = page.getByRole('img', { name: 'Your customer QR code' });
    await qr.waitFor();
    await page.getByText('Details on file').waitFor();
    const { cls, lcp } = await paintsOf(page);

    // The route's prefetch at the app's start is the page's read: not asked for again when it mounts.
    expect(recordReads).toHaveLength(1);

    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Your details at the shop');
    expect(await qr.getAttribute('data-qr-text')).toBe(qrCode);
    // A data URL, which the entry shortens.
    expect(await lcpImageUrl(page)).toMatch(/^data:image\/png;base64,/);
    expect(lcp?.text).toBe('');
    expect(cls).toBeLessThanOrEqual(0.02);
  });

  it('draws the QR code from the address before the record arrives, and keeps it when the record does (decision 227)', async ({ context, page }) => {
    const { cookie, qrCode } = await customerWithCard();
    await addSignedInSession(context, baseUrl, cookie);
    let releaseRecord = () => {};
    const recordHeld = new Promise<void>((resolve) => (releaseRecord = resolve));
    await page.route(`**/api/user/customer-records/${qrCode}`, async (route) => {
      await recordHeld;
      await route.continue();
    });

    await page.goto(`${baseUrl}/customer-details/${qrCode}`);
    const qr = page.getByRole('img', { name: 'Your customer QR code' });
    // The app's own frame (the HTML's early drawing comes first, decision 228).
    await page.waitForFunction(() => {
      const image = document.querySelector('img[data-qr-text]');
      return image !== null && Object.keys(image).some((key) => key.startsWith('__reactProps$'));
    });

    expect(await qr.getAttribute('data-qr-text')).toBe(qrCode);
    expect(await page.getByRole('status').getByText('Loading your details at the shop').count()).toBe(1);
    expect(await page.getByText('Details on file').count()).toBe(0);
    // Read in the page: the frame's image may be being replaced by the page's (the same code, same place).
    const box = () =>
      page.evaluate(() => {
        const rect = document.querySelector('img[data-qr-text]')?.getBoundingClientRect();
        return rect ? [rect.x, rect.y, rect.width, rect.height] : null;
      });
    const before = await box();
    expect(before).not.toBeNull();

    releaseRecord();
    await page.getByText('Details on file').waitFor();
    expect(await qr.getAttribute('data-qr-text')).toBe(qrCode);
    expect(await box()).toEqual(before);
  });

  it("draws the QR code into the page's HTML before the app runs, from the address alone (decision 228)", async ({ page }) => {
    const { qrCode } = await customerWithCard();
    // The app's entry never arrives: what is drawn is the shell's early drawing, for a visitor too.
    await page.route('**/assets/index-*.js', (route) => route.abort());

    await page.goto(`${baseUrl}/customer-details/${qrCode}`);
    const qr = page.getByRole('img', { name: 'Your customer QR code' });
    await qr.waitFor();

    expect(await qr.getAttribute('data-qr-text')).toBe(qrCode);
    expect(await page.locator('[data-qr-slot]').textContent()).toBe(qrCode);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Your details at the shop');
    expect(await page.getByText('Details on file').count()).toBe(0);
  });
});
