// Gift cards online in Chromium (issue 29, decisions 345-347): a visitor buys a £50 card on
// /gift-cards and pays on the local payment page, which returns to the page; the card is emailed to
// the recipient, whose link opens the balance check; £20 of it is spent at the till as a gift card
// tender; the other £30 pays part of a shop order at the checkout, the rest by card; the card is then empty. A card that covers an order places it without a payment page;
// staff refund that order on /admin/sales-management and the page says it went back onto the card (decision 377).
import { describe, expect } from 'vitest';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../../shared/api/csrf';
import { maskedGiftCardCode, readGiftCardCode } from '../../../shared/gift-cards/code';
import { axeViolations } from '../../support/axe';
import { baseUrl, createVerifiedAccount, linkOf, newPerson, waitForEmail } from '../accounts/accounts-e2e';
import { adminSession, signInAsAdmin } from '../admin-repairs/admin-repairs-e2e';
import { apiAs, sessionCookie } from '../customer-repairs/customer-e2e';
import { browserTest as it } from '../support/browser-test';
import { addSignedInSession } from '../support/signed-in-session';
import { stockedProduct } from '../support/stocked-product';
import { openTill } from '../support/till';

const poll = { timeout: 15_000 };

describe('a gift card bought online', () => {
  it('is bought on /gift-cards, emailed, spent in part at the till and the rest at the shop checkout', async ({ browser, page }) => {
    const buyer = newPerson();
    const recipient = newPerson();

    // 1. A visitor buys a £50 card for a friend and pays on the payment page, which returns to /gift-cards.
    await page.goto(`${baseUrl}/gift-cards`);
    await page.getByRole('heading', { name: 'Gift cards', level: 1 }).waitFor();
    await page.getByRole('button', { name: '£50.00' }).click();
    expect(await page.getByLabel('Amount (£)').inputValue()).toBe('50');
    await page.getByLabel('Your email').fill(buyer.email);
    await page.getByLabel('Recipient’s email').fill(recipient.email);
    await page.getByLabel('Recipient’s name').fill(recipient.firstName);
    await page.getByLabel('From').fill('Ciara');
    await page.getByLabel('Message').fill('Happy birthday!');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Buy and pay' }).click();
    await page.waitForURL(/\/local-pay\//, poll);
    await page.getByRole('button', { name: 'Pay £50.00' }).click();
    await page.waitForURL((url) => url.pathname === '/gift-cards' && url.searchParams.has('bought'), poll);
    await page.getByText('Your gift card is on its way by email', { exact: false }).waitFor(poll);

    // 2. The card arrives by email to the recipient; its link checks the balance.
    const email = await waitForEmail(recipient.email, 'gift-card');
    expect(email.text).toContain('Ciara has sent you');
    const link = linkOf(email);
    const code = readGiftCardCode(decodeURIComponent(new URL(link).hash.slice(1)))!;
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/);
    expect(email.text).toContain(`Gift card code: ${decodeURIComponent(new URL(link).hash.slice(1))}`);
    await page.goto(link);
    await expect.poll(async () => (await page.getByTestId('gift-card-balance').textContent().catch(() => '')) ?? '', poll).toBe(`Gift card ${maskedGiftCardCode(code)}: £50.00 left of £50.00`);
    expect(await axeViolations(page)).toEqual([]);

    // 3. £20 of it at the till, the card as the sale's only tender.
    const staff = await adminSession();
    const drawer = (await staff.call('GET', '/api/admin/till/drawer')) as { session: unknown };
    if (!drawer.session) await staff.call('POST', '/api/admin/till/drawer', { floatPence: 5000 });
    const till = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-GB', timezoneId: 'Europe/London' })).newPage();
    await signInAsAdmin(till, staff);
    await openTill(till);
    await till.locator('summary', { hasText: 'Custom item' }).click();
    await till.getByLabel('Custom item', { exact: true }).fill('Screen protector');
    await till.getByLabel('Price each (£)').fill('20.00');
    await till.getByRole('button', { name: 'Add custom item' }).click();
    await expect.poll(() => till.getByTestId('sale-total').textContent(), poll).toBe('£20.00');
    await till.locator('summary', { hasText: 'Pay by gift card' }).click();
    await till.getByLabel('Gift card code').fill(code);
    await till.getByRole('button', { name: 'Check balance' }).click();
    await expect.poll(() => till.getByTestId('gift-card-balance').textContent(), poll).toBe(`Gift card ${maskedGiftCardCode(code)}: £50.00 left`);
    expect(await till.getByLabel('Gift card (£)').inputValue()).toBe('20.00');
    await till.getByRole('button', { name: 'Complete sale' }).click();
    await till.waitForURL((url) => url.pathname === '/admin/sales' && url.searchParams.has('sale'), poll);
    await till.context().close();

    // 4. The other £30 online: a £39.99 order, £30.00 on the card and £9.99 by card on the payment page.
    const productId = await stockedProduct(staff.cookie, { name: 'Gift card charger', pricePence: 3999, tag: 'gift-card-online', barcodePrefix: '529' });
    const customer = await createVerifiedAccount(newPerson());
    const cookie = await sessionCookie(customer.email, customer.password);
    await apiAs(cookie, 'PUT', `/api/shop/cart/lines/${productId}`, { quantity: 1 });
    const shopper = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-GB', timezoneId: 'Europe/London' })).newPage();
    await addSignedInSession(shopper.context(), baseUrl, cookie);
    await shopper.goto(`${baseUrl}/shop/checkout`);
    await shopper.getByRole('heading', { name: 'Checkout' }).waitFor();
    await shopper.getByLabel(/Click and collect/).check(poll);
    await shopper.getByLabel('Gift card code').fill(code.toLowerCase());
    await shopper.getByRole('button', { name: 'Check balance' }).click();
    await expect.poll(() => shopper.getByTestId('gift-card-balance').textContent(), poll).toBe(`Gift card ${maskedGiftCardCode(code)}: £30.00 left`);
    expect(await shopper.getByLabel('Amount to use (£)').inputValue()).toBe('30.00');
    expect(await shopper.getByTestId('to-pay-by-card').textContent()).toBe('£9.99');
    expect(await axeViolations(shopper)).toEqual([]);
    await shopper.getByRole('button', { name: 'Pay £9.99' }).click();
    await shopper.waitForURL(/\/local-pay\//, poll);
    await shopper.getByRole('button', { name: 'Pay £9.99' }).click();
    await shopper.waitForURL(/\/payment-success\?order=/, poll);
    await shopper.getByText('Payment received. We have emailed your confirmation.').waitFor(poll);
    await shopper.context().close();

    // 5. The card is used up: checked by its code typed on the page.
    await page.goto(`${baseUrl}/gift-cards`);
    await page.getByRole('textbox', { name: 'Gift card code' }).fill(code);
    await page.getByRole('button', { name: 'Check balance' }).click();
    await expect.poll(async () => (await page.getByTestId('gift-card-balance').textContent().catch(() => '')) ?? '', poll).toBe(`Gift card ${maskedGiftCardCode(code)}: £0.00 left of £50.00`);
  });

  it('pays a whole order with a gift card: no payment page, straight to the order; refunded back onto the card', async ({ browser, page }) => {
    const buyer = newPerson();
    // A £25 card bought through the API and paid on the local payment page; emailed to the buyer.
    const bought = (await (
      await fetch(`${baseUrl}/api/shop/gift-cards`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
        body: JSON.stringify({ idempotencyKey: crypto.randomUUID(), amountPence: 2500, buyerEmail: buyer.email }),
      })
    ).json()) as { paymentUrl: string };
    await page.goto(new URL(bought.paymentUrl, baseUrl).href);
    await page.getByRole('button', { name: 'Pay £25.00' }).click();
    await page.waitForURL((url) => url.pathname === '/gift-cards', poll);
    const link = linkOf(await waitForEmail(buyer.email, 'gift-card'));
    const code = readGiftCardCode(decodeURIComponent(new URL(link).hash.slice(1)))!;

    const staff = await adminSession();
    const productId = await stockedProduct(staff.cookie, { name: 'Gift card cable', pricePence: 1499, tag: 'gift-card-covered', barcodePrefix: '528' });
    const customer = await createVerifiedAccount(newPerson());
    const cookie = await sessionCookie(customer.email, customer.password);
    await apiAs(cookie, 'PUT', `/api/shop/cart/lines/${productId}`, { quantity: 1 });
    const shopper = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-GB', timezoneId: 'Europe/London' })).newPage();
    await addSignedInSession(shopper.context(), baseUrl, cookie);
    await shopper.goto(`${baseUrl}/shop/checkout`);
    await shopper.getByLabel(/Click and collect/).check(poll);
    await shopper.getByLabel('Gift card code').fill(code);
    await shopper.getByRole('button', { name: 'Check balance' }).click();
    await expect.poll(() => shopper.getByTestId('gift-card-balance').textContent(), poll).toBe(`Gift card ${maskedGiftCardCode(code)}: £25.00 left`);
    expect(await shopper.getByLabel('Amount to use (£)').inputValue()).toBe('14.99');
    expect(await shopper.getByTestId('to-pay-by-card').textContent()).toBe('£0.00');
    await shopper.getByRole('button', { name: 'Place order' }).click();
    await shopper.waitForURL(/\/payment-success\?order=/, poll);
    await shopper.getByText('Payment received. We have emailed your confirmation.').waitFor(poll);
    const orderId = new URL(shopper.url()).searchParams.get('order')!;
    await shopper.context().close();
    const balanceOf = async () => ((await (await fetch(`${baseUrl}/api/gift-cards/${code}`)).json()) as { balancePence: number }).balancePence;
    expect(await balanceOf()).toBe(1001);

    // Staff refund it on the orders page: the refund controls show, and the refund went back onto the card.
    await signInAsAdmin(page, staff);
    await page.goto(`${baseUrl}/admin/sales-management`);
    const order = page.getByRole('listitem', { name: `Order ${orderId.slice(-8)}` });
    await order.getByLabel('Refund reason').fill('Changed their mind', poll);
    await order.getByRole('button', { name: 'Cancel and refund everything' }).click();
    await order.waitFor({ state: 'detached', ...poll });
    await page.getByRole('button', { name: 'Refunded', exact: true }).click();
    await page.getByRole('listitem', { name: `Order ${orderId.slice(-8)}` }).getByText(`Refunded £14.99: £14.99 back onto gift card ${maskedGiftCardCode(code)} (Changed their mind)`).waitFor(poll);
    expect(await axeViolations(page)).toEqual([]);
    expect(await balanceOf()).toBe(2500);
  });
});
