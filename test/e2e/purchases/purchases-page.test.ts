// Issue 29: a customer's Purchases page in Chromium. A walk-in's record is linked to their account by
// claiming their repair; a till sale to that record and an online order paid on the local payment
// page are both listed, newest first, each with its type, number, date, total in pounds and a PDF
// drawn in the browser; the page is reached from the account menu.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { axeViolations } from '../../support/axe';
import { accountMenu, baseUrl, createVerifiedAccount, newPerson, type Person } from '../accounts/accounts-e2e';
import { createAdmin } from '../admin-security/admin-e2e';
import { apiAs, claim, counter, sessionCookie } from '../customer-repairs/customer-e2e';
import { browserTest as it } from '../support/browser-test';
import { addSignedInSession } from '../support/signed-in-session';
import { stockedProduct } from '../support/stocked-product';

const PRODUCT_NAME = 'Purchases test tempered glass';
let staff: string;
let productId: string;

beforeAll(async () => {
  const admin = await createAdmin();
  staff = await sessionCookie(admin.username, admin.password);
  productId = await stockedProduct(staff, { name: PRODUCT_NAME, pricePence: 1299, tag: 'purchases', barcodePrefix: '296' });
});

/** A verified customer whose walk-in record is linked to their account, with a £15.00 till receipt on it. */
async function customerWithTillReceipt(): Promise<{ person: Person; customerCookie: string; receipt: { invoiceNumber: string } }> {
  const person = await createVerifiedAccount(newPerson({ firstName: 'Orla', lastName: 'Quinn' }));
  const customerCookie = await sessionCookie(person.email, person.password);
  // The walk-in's repair, claimed: their shop record is now their account's.
  const desk = await counter();
  const job = await desk.openWalkInJob(person);
  await claim(customerCookie, job);
  const customerQr = await desk.customerQrOf(person);
  const current = (await apiAs(staff, 'GET', '/api/admin/till/drawer')) as { session: unknown };
  if (!current.session) await apiAs(staff, 'POST', '/api/admin/till/drawer', { floatPence: 5000 });
  const receipt = (await apiAs(staff, 'POST', '/api/admin/sales', {
    idempotencyKey: randomUUID(),
    customerQr,
    lines: [{ kind: 'custom', description: 'Screen protector fitting', quantity: 1, unitPence: 1500 }],
    payments: [{ method: 'cash', amountPence: 1500 }],
  })) as { invoiceNumber: string };
  return { person, customerCookie, receipt };
}

afterAll(async () => {
  const current = (await apiAs(staff, 'GET', '/api/admin/till/drawer')) as { session: { sessionId: string } | null };
  if (current.session) await apiAs(staff, 'POST', '/api/admin/till/drawer/close', { sessionId: current.session.sessionId, count: {} });
});

describe('the Purchases page', () => {
  it('lists the online order and the till receipt newest first, each with its PDF, from the account menu', async ({ context, page }) => {
    const { person, customerCookie, receipt } = await customerWithTillReceipt();
    await addSignedInSession(context, baseUrl, customerCookie);
    await page.goto(`${baseUrl}/shop/product/${productId}`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByRole('link', { name: 'View cart' }).click();
    await page.getByRole('link', { name: 'Go to checkout' }).click();
    await page.getByLabel(/Click and collect/).check();
    await page.getByRole('button', { name: /^Pay £/ }).click();
    await page.waitForURL(/\/local-pay\//);
    await page.getByRole('button', { name: 'Pay £12.99' }).click();
    await page.waitForURL(/\/payment-success\?order=/);
    await expect.poll(() => page.getByText('Paid', { exact: true }).isVisible()).toBe(true);

    await accountMenu(page, person).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Purchases' }).click();
    await page.waitForURL((url) => url.pathname === '/account/purchases');
    await page.getByRole('heading', { name: 'Purchases', level: 1 }).waitFor();

    const rows = page.getByRole('main').getByRole('listitem');
    await expect.poll(() => rows.count()).toBe(2);
    const [order, till] = [rows.nth(0), rows.nth(1)];
    expect(await order.innerText()).toMatch(/^Shop order\nINV-\d{6}\n\d{1,2} \w{3} \d{4} · £12\.99/);
    expect(await till.innerText()).toContain(`Till receipt\n${receipt.invoiceNumber}`);
    expect(await till.innerText()).toContain('£15.00');
    expect(await axeViolations(page)).toEqual([]);

    const download = page.waitForEvent('download');
    await till.getByRole('button', { name: `Download ${receipt.invoiceNumber} (PDF)` }).click();
    expect((await download).suggestedFilename()).toBe(`${receipt.invoiceNumber}.pdf`);
    // Dark, as every page.
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const [r, g, b] = background.match(/\d+/g)!.map(Number);
    expect(r! + g! + b!).toBeLessThan(150);
  });
});
