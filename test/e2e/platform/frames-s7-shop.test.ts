// /shop/cart, /shop/checkout, /shop/orders and /payment-success-page paint their frame from the HTML
// (decision 223): the heading and fixed sentence are in the shell before any script runs, the same for
// everyone, with nothing about a person; signed in, at a phone's width, the frame's text is the LCP
// and the page replaces the frame without a layout shift, whether the cart is empty or not.
import { describe, expect, inject, onTestFinished } from 'vitest';
import { SIGNED_IN_HINT_COOKIE } from '../../../shared/api/signed-in-hint';
import { rewardRoutes } from '../../../shared/api/routes/rewards';
import { shopRoutes } from '../../../shared/api/routes/shop';
import { createVerifiedAccount, newPerson } from '../accounts/accounts-e2e';
import { createAdmin } from '../admin-security/admin-e2e';
import { apiAs, pathOf, sessionCookie } from '../customer-repairs/customer-e2e';
import { browserTest as it } from '../support/browser-test';
import { paintsOf, recordPaints } from '../support/paints';
import { addSignedInSession } from '../support/signed-in-session';
import { stockedProduct } from '../support/stocked-product';

const baseUrl = inject('baseUrl');

const CART_INTRO = "The items you have chosen, at today's prices with VAT included. Change a quantity or remove an item, then go to checkout.";
const CHECKOUT_INTRO = "Collect from the shop for free or have it delivered by Royal Mail, then pay on our payment provider's secure page.";
const ORDERS_INTRO = 'Your orders from the online shop, newest first, with where each one is up to.';

/** Each page: its heading, the frame's largest text (the LCP) and what the loaded page shows to an account with nothing. */
const pages = [
  { path: '/shop/cart', heading: 'Your cart', largest: CART_INTRO, loaded: 'Your cart is empty.' },
  { path: '/shop/checkout', heading: 'Checkout', largest: CHECKOUT_INTRO, loaded: 'Your cart is empty.' },
  { path: '/shop/orders', heading: 'Your orders', largest: ORDERS_INTRO, loaded: 'No orders yet.' },
  { path: '/payment-success-page', heading: 'Thank you for your order', largest: 'Thank you for your order', loaded: 'No order to show.' },
] as const;

describe('shop pages paint their frame from the HTML (decision 223)', () => {
  it.override('viewportWidth', 412);

  it('sends each its frame, the same for everyone: heading, fixed sentence and loading state, nothing about a person', async () => {
    const person = await createVerifiedAccount(newPerson());
    const cookie = await sessionCookie(person.username, person.password);

    for (const { path, heading, largest } of pages) {
      const visitor = await (await fetch(`${baseUrl}${path}`)).text();
      const signedIn = await (await fetch(`${baseUrl}${path}`, { headers: { cookie: `${cookie}; ${SIGNED_IN_HINT_COOKIE}=1` } })).text();

      expect(signedIn, path).toBe(visitor);
      expect(visitor, path).toContain(`${heading}</h1>`);
      expect(visitor.replaceAll('&#x27;', "'"), path).toContain(largest);
      expect(visitor, path).toContain('role="status"');
      expect(visitor, path).not.toContain('<form');
      expect(visitor, path).not.toContain(person.username);
      expect(visitor, path).not.toContain(person.firstName);
      // What the data decides comes from the app.
      expect(visitor, path).not.toContain('Your cart is empty.');
      expect(visitor, path).not.toContain('No order');
    }
  });

  it('keeps the public /payment-success, which shares the page module, as it was: the heading and the spinner', async () => {
    const html = await (await fetch(`${baseUrl}/payment-success?order=anything`)).text();

    expect(html).toContain('Thank you for your order</h1>');
    expect(html).toContain('Loading your order');
    expect(html).not.toContain(CART_INTRO);
  });

  it('replaces the frame without a shift, its text the LCP, for an account with nothing in its cart or orders', async ({ context, page }) => {
    const person = await createVerifiedAccount(newPerson());
    await addSignedInSession(context, baseUrl, await sessionCookie(person.username, person.password));
    await recordPaints(page);

    for (const { path, heading, largest, loaded } of pages) {
      await page.goto(`${baseUrl}${path}`);
      await page.getByText(loaded).waitFor();
      const { cls, lcp } = await paintsOf(page);

      expect(new URL(page.url()).pathname).toBe(path);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
      expect(lcp?.text, path).toBe(largest);
      expect(cls, path).toBeLessThanOrEqual(0.02);
    }
  });

  // Checkout draws a cart that holds something with "Pay with points" when a reward applies: the page
  // waits for the rewards and the balance too, so the picker does not push the summary down after.
  it('replaces the frame without a shift, its text still the LCP, when the cart holds an item, on the cart and at checkout with a reward on offer', async ({ context, page }) => {
    const admin = await createAdmin();
    const staff = await sessionCookie(admin.username, admin.password);
    const n = `${Date.now()}`.slice(-9);
    const id = await stockedProduct(staff, { name: `E2E frame case ${n}`, pricePence: 1499, tag: 'frame', barcodePrefix: '291' });
    const reward = await apiAs(staff, 'POST', pathOf(rewardRoutes.createReward), { name: `£1 off ${n}`, pointsCost: 50, valuePence: 100, appliesTo: 'any', active: true });
    onTestFinished(async () => {
      await apiAs(staff, 'DELETE', pathOf(rewardRoutes.deleteReward, { rewardId: String(reward.id) }));
    });
    const person = await createVerifiedAccount(newPerson());
    const cookie = await sessionCookie(person.username, person.password);
    await apiAs(cookie, 'PUT', pathOf(shopRoutes.setCartLine, { id }), { quantity: 1 });
    await addSignedInSession(context, baseUrl, cookie);
    await recordPaints(page);

    for (const [path, filled, largest] of [
      ['/shop/cart', page.getByRole('link', { name: 'Go to checkout' }), CART_INTRO],
      ['/shop/checkout', page.getByRole('button', { name: 'Pay £14.99' }), CHECKOUT_INTRO],
    ] as const) {
      await page.goto(`${baseUrl}${path}`);
      await filled.waitFor();
      if (path === '/shop/checkout') expect(await page.getByText('Pay with points').isVisible()).toBe(true);
      const { cls, lcp } = await paintsOf(page);

      // The sentence stays larger than anything the cart draws in the first screen.
      expect(lcp?.text, path).toBe(largest);
      expect(cls, path).toBeLessThanOrEqual(0.02);
    }
  });
});
