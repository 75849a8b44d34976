// The shop's checkout by keys alone (issue 32, item 12; decision 250): from a product page to the
// cart, the checkout, delivery chosen with the arrow keys, an address left out and put right where
// focus lands, and the payment page, every control reached by Tab showing its focus ring.
import { describe, expect } from 'vitest';
import { shopRoutes } from '../../../shared/api/routes/shop';
import { baseUrl, createVerifiedAccount, newPerson } from '../accounts/accounts-e2e';
import { apiAs, pathOf, sessionCookie } from '../customer-repairs/customer-e2e';
import { createAdmin } from '../admin-security/admin-e2e';
import { browserTest as it } from '../support/browser-test';
import { addSignedInSession } from '../support/signed-in-session';
import { focused, tabTo } from '../support/keyboard';
import { stockedProduct } from '../support/stocked-product';

const poll = { timeout: 10_000 };

describe('the shop by keyboard', () => {
  it('adds to the cart, checks out for delivery and pays, by keys alone', async ({ page, context }) => {
    const admin = await createAdmin();
    const staff = await sessionCookie(admin.username, admin.password);
    const name = 'Keyboard earbuds';
    const productId = await stockedProduct(staff, { name, pricePence: 2999, tag: 'keys', barcodePrefix: '520' });
    const person = await createVerifiedAccount(newPerson());
    await addSignedInSession(context, baseUrl, await sessionCookie(person.email, person.password));

    await page.goto(`${baseUrl}/shop/product/${productId}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    await tabTo(page, 'Add to cart', { max: 80 });
    await page.keyboard.press('Enter');
    await page.getByText('Added to your cart.').waitFor();
    await tabTo(page, 'View cart', { max: 10 });
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Your cart' }).waitFor();
    // Focus went with the link to the new page: the next Tab starts at the page's content, not the footer.
    await page.getByRole('link', { name: 'Go to checkout' }).waitFor();
    expect((await focused(page)).tag).toBe('main');
    await tabTo(page, 'Go to checkout', { max: 30 });
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Checkout' }).waitFor();
    // The heading comes before the form, which waits for the cart and the shop's settings: Tab from
    // the page's start only once the choice is there, or it runs on into the footer.
    await page.getByRole('radio', { name: /^Click and collect/ }).waitFor();

    // The choice is one radio group: Tab reaches it, the arrow key moves to delivery.
    await tabTo(page, /^Click and collect/, { max: 80 });
    await page.keyboard.press('ArrowDown');
    await expect.poll(async () => (await focused(page)).name, poll).toMatch(/^Royal Mail Tracked delivery/);
    await page.getByRole('group', { name: 'Delivery address' }).waitFor();

    // Pay without the address: the refusal puts focus on the first field to put right.
    await tabTo(page, /^Pay £/, { max: 20 });
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focused(page)).name, poll).toMatch(/^Full name/);
    await page.keyboard.type(`${person.firstName} ${person.lastName}`);
    await page.keyboard.press('Tab');
    await page.keyboard.type('27 Botanic Avenue');
    await tabTo(page, /^Postcode/, { max: 4 });
    await page.keyboard.type('BT7 1JG');
    await tabTo(page, /^Pay £/, { max: 20 });
    await page.keyboard.press('Enter');

    await page.waitForURL(/\/local-pay\//);
    await tabTo(page, /^Pay £/, { max: 20 });
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/payment-success\?order=/);
    await page.getByText('Payment received. We have emailed your confirmation.').waitFor();
    const orderId = new URL(page.url()).searchParams.get('order')!;
    const order = await apiAs(staff, 'GET', pathOf(shopRoutes.getShopOrder, { id: orderId }));
    expect(JSON.stringify(order)).toContain('BT7 1JG');
  });
});
