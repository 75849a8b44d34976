// A member's reward redeemed at the till in Chromium (issues 15 and 16, decisions 160, 161, 207):
// staff open the till, scan the member's card, the member panel shows their tier and points (and
// passes axe), staff redeem a reward on a product, complete the sale, the receipt and the invoice
// PDF show the reward's discount, and the member's points go down by the reward's cost.
import { readFileSync } from 'node:fs';
import { randomInt } from 'node:crypto';
import { ulid } from 'ulid';
import { describe, expect, inject } from 'vitest';
import { ean13 } from '../../../shared/schemas/shop/ean13';
import { axeViolations } from '../../support/axe';
import { pdfText } from '../../support/pdf-text';
import { baseUrl } from '../accounts/accounts-e2e';
import { adminBrowserTest as it } from '../admin-repairs/admin-repairs-e2e';
import { linkedMember } from '../support/linked-member';

const poll = { timeout: 10_000 };

/** Points as a repair paid earlier would have given them: the ledger, pointed at the stack's table. */
async function earn(userId: string, points: number): Promise<void> {
  Object.assign(process.env, { STAGE: 'test', TABLE_NAME: inject('tableName'), DYNAMODB_ENDPOINT: inject('dynamoEndpoint'), LOG_LEVEL: 'SILENT' });
  const { awardPoints } = await import('../../../functions/loyalty/points-ledger');
  await awardPoints({ userId, key: `e2e:${ulid()}`, points, source: { type: 'sale', id: ulid() }, description: 'E2E repair', at: new Date() });
}

describe('a reward redeemed at the till', () => {
  it("finds the member by their card, redeems a reward on the sale, and takes the reward's points", async ({ page, session }) => {
    // A member whose shop record is linked to their account (by claiming a job of it), with 200 points: Silver.
    const { member, cardCode } = await linkedMember(session, { firstName: 'Orla', lastName: 'Brennan' });
    await earn(String((await member('GET', '/api/user')).id), 200);
    expect(await member('GET', '/api/user/loyalty')).toMatchObject({ balance: 200, tier: 'Silver' });

    const rewardName = `£4 off at the counter ${ulid().slice(-5)}`;
    await session.call('POST', '/api/admin/rewards', { name: rewardName, pointsCost: 80, valuePence: 400, appliesTo: 'product', active: true });
    const n = String(randomInt(1e9, 1e10));
    const barcode = ean13(`51${n}`);
    const product = await session.call('POST', '/api/admin/inventory', {
      name: `Screen protector ${n}`, slug: `screen-protector-${n}`, category: 'chargers-and-cables', description: 'Tempered glass.', images: [],
      pricePence: 1500, sku: `SCP-${n}`, barcode, compatibleModels: [], lowStockThreshold: 1, published: true, serialised: false,
    });
    await session.call('POST', `/api/admin/inventory/${String(product.id)}/adjustments`, { kind: 'received', quantity: 3, reason: 'Delivery', requestId: ulid() });
    const drawer = (await session.call('GET', '/api/admin/till/drawer')) as { session: unknown };
    if (!drawer.session) await session.call('POST', '/api/admin/till/drawer', { floatPence: 5000 });

    await page.goto(`${baseUrl}/admin/till`);
    const scan = page.getByLabel("Scan or type a barcode, SKU, job number or ticket code, or a customer's card");
    await expect.poll(() => scan.evaluate((el) => el === document.activeElement), poll).toBe(true);
    // The member shows their card (/customer-details/{code}); a scanner types its code and Enter.
    await page.keyboard.type(cardCode, { delay: 5 });
    await page.keyboard.press('Enter');
    const panel = page.getByTestId('till-member');
    await expect.poll(async () => (await panel.textContent()) ?? '', poll).toContain('Silver member: 5% off repairs');
    expect(await panel.textContent()).toContain('200 points');
    await expect.poll(async () => (await page.getByRole('region', { name: 'Customer' }).textContent()) ?? '', poll).toContain('Orla Brennan');
    expect(await axeViolations(page)).toEqual([]);

    await scan.focus();
    await page.keyboard.type(barcode, { delay: 5 });
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('basket-line').count(), poll).toBe(1);
    await panel.getByLabel('Redeem a reward').selectOption({ label: `${rewardName}: 80 points for £4.00 off products` });
    expect(await page.getByTestId('reward-discount').textContent()).toBe('-£4.00');
    expect(await page.getByTestId('sale-total').textContent()).toBe('£11.00');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'All cash' }).click();
    await page.getByRole('button', { name: 'Complete sale' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/sales' && url.searchParams.has('sale'));
    await expect.poll(() => page.getByRole('heading', { level: 2, name: /^INV-\d{6}: £11\.00$/ }).count(), poll).toBe(1);
    const invoiceNumber = ((await page.getByRole('heading', { level: 2, name: /^INV-/ }).textContent()) ?? '').split(':')[0]!;
    expect(await page.locator('#receipt').textContent()).toContain(`${rewardName} (80 points)-£4.00`);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Invoice PDF' }).click()]);
    const text = pdfText(readFileSync((await download.path())!));
    for (const expected of [invoiceNumber, `of which ${rewardName} (80 points)`, '-£4.00', '£11.00']) expect(text).toContain(expected);
    expect(await member('GET', '/api/user/loyalty')).toMatchObject({ balance: 120 });
  });
});
