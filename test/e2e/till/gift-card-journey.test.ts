// Gift cards and store credit at the till in Chromium (issue 29, decisions 340, 341): sell a £25 gift
// card for cash and print it; pay a later sale part on the card (its balance shown) and part cash; the
// receipt names the card by its last four; refund a member's sale to store credit from the refund form;
// spend that store credit at the till with the member's card scanned; the back office shows the card
// used up and the customer's store credit ledger.
import { describe, expect } from 'vitest';
import { maskedGiftCardCode, readGiftCardCode } from '../../../shared/gift-cards/code';
import { axeViolations } from '../../support/axe';
import { baseUrl } from '../accounts/accounts-e2e';
import { adminBrowserTest as it, stubPrint } from '../admin-repairs/admin-repairs-e2e';
import { linkedMember } from '../support/linked-member';
import { scanCode } from '../support/keyboard';
import { openTill } from '../support/till';
import type { Page } from 'playwright-core';

const poll = { timeout: 15_000 };

async function addCustomItem(page: Page, description: string, pounds: string): Promise<void> {
  await page.locator('summary', { hasText: 'Custom item' }).click();
  await page.getByLabel('Custom item', { exact: true }).fill(description);
  await page.getByLabel('Price each (£)').fill(pounds);
  await page.getByRole('button', { name: 'Add custom item' }).click();
}

async function completeSale(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Complete sale' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/sales' && url.searchParams.has('sale'), poll);
  await page.locator('#receipt').waitFor(poll);
  return (await page.locator('#receipt').textContent()) ?? '';
}

describe('gift cards and store credit at the till', () => {
  it('sells a gift card for cash, takes it part-payment, refunds a sale to store credit and spends the credit', async ({ page, session }) => {
    // A member whose shop record is linked to their account (by claiming a job of it): store credit is held on the account.
    const { cardCode: cardQr } = await linkedMember(session, { firstName: 'Ciara', lastName: 'Doherty' });
    const drawer = (await session.call('GET', '/api/admin/till/drawer')) as { session: unknown };
    if (!drawer.session) await session.call('POST', '/api/admin/till/drawer', { floatPence: 5000 });

    // 1. Sell a £25 gift card for cash, and print it.
    await openTill(page);
    await page.locator('summary', { hasText: 'Sell a gift card' }).click();
    await page.getByRole('button', { name: '£25.00' }).click();
    await page.getByLabel(/^To\b/).fill('Sinead');
    await page.getByRole('button', { name: 'Sell gift card' }).click();
    const sheet = page.getByRole('region', { name: 'Gift card', exact: true });
    await expect.poll(async () => (await sheet.textContent()) ?? '', poll).toContain('£25.00');
    const code = readGiftCardCode((await page.getByTestId('gift-card-code').textContent()) ?? '')!;
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/);
    expect(await sheet.textContent()).toContain('To: Sinead');
    expect(await sheet.textContent()).toContain('Check the balance');
    expect(await axeViolations(page)).toEqual([]);
    const printed = await stubPrint(page);
    await page.getByRole('button', { name: 'Print gift card' }).click();
    expect(await printed()).toEqual({ calls: 1, printing: 'gift-card-sheet' });

    // 2. A £30 sale paid £25 on the card (its balance shown first) and £5 cash.
    await openTill(page);
    await addCustomItem(page, 'Phone case', '30.00');
    await expect.poll(() => page.getByTestId('sale-total').textContent(), poll).toBe('£30.00');
    await page.locator('summary', { hasText: 'Pay by gift card' }).click();
    await page.getByLabel('Gift card code').fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Check balance' }).click();
    await expect.poll(() => page.getByTestId('gift-card-balance').textContent(), poll).toBe(`Gift card ${maskedGiftCardCode(code)}: £25.00 left`);
    expect(await page.getByLabel('Gift card (£)').inputValue()).toBe('25.00');
    expect(await page.getByTestId('left-to-pay').textContent()).toBe('£5.00');
    await page.getByLabel('Cash (£)').fill('5.00');
    expect(await axeViolations(page)).toEqual([]);
    const receipt = await completeSale(page);
    expect(receipt).toContain(`Gift card ${maskedGiftCardCode(code)}£25.00`);
    expect(receipt).not.toContain(code);

    // 3. The member's £18 sale, refunded to store credit from the refund form.
    const sold = await session.call('POST', '/api/admin/sales', {
      idempotencyKey: crypto.randomUUID(),
      customerQr: cardQr,
      lines: [{ kind: 'custom', description: 'Wireless charger', quantity: 1, unitPence: 1800 }],
      payments: [{ method: 'cash', amountPence: 1800 }],
    });
    await page.goto(`${baseUrl}/admin/sales?sale=${String(sold.saleId)}`);
    await page.getByRole('checkbox', { name: /^Refund Wireless charger/ }).check();
    await page.getByLabel('Refund reason').fill('Changed their mind');
    await page.getByRole('checkbox', { name: /^Refund to store credit/ }).check();
    await page.getByRole('button', { name: 'Refund', exact: true }).click();
    await expect.poll(async () => (await page.getByRole('region', { name: 'Refunds' }).textContent()) ?? '', poll).toMatch(/CN-\d{6}: £18\.00 to store credit, Changed their mind/);

    // 4. Spend the store credit: the member's card scanned at the till shows it; £12 of a £12 sale.
    await openTill(page);
    await scanCode(page, cardQr);
    await expect.poll(async () => (await page.getByTestId('store-credit-balance').textContent().catch(() => '')) ?? '', poll).toBe('Store credit: £18.00');
    await addCustomItem(page, 'Screen protector', '12.00');
    await expect.poll(() => page.getByTestId('sale-total').textContent(), poll).toBe('£12.00');
    await page.getByRole('button', { name: 'Use store credit' }).click();
    expect(await page.getByTestId('left-to-pay').textContent()).toBe('£0.00');
    expect(await completeSale(page)).toContain('Store credit£12.00');

    // 5. The back office: the card used up, the member's store credit £6.00 with its ledger.
    await page.goto(`${baseUrl}/admin/gift-cards?code=${code}`);
    await expect.poll(() => page.getByTestId('gift-card-balance').textContent(), poll).toBe('£0.00');
    expect(await page.getByRole('region', { name: 'Gift card ledger' }).textContent()).toContain('Till sale');
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(`${baseUrl}/admin/customers/${cardQr}`);
    await expect.poll(() => page.getByTestId('customer-store-credit-balance').textContent(), poll).toBe('Balance: £6.00');
    const ledger = (await page.getByRole('region', { name: 'Store credit ledger' }).textContent()) ?? '';
    for (const expected of ['Refund as store credit', '+£18.00', 'Spent', '−£12.00']) expect(ledger).toContain(expected);
  });
});
