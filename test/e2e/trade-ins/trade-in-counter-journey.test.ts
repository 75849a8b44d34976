// The trade-in counter journey in Chromium (issue 30's "done when"; decisions 312, 316, 355-357): at
// /admin/trade-ins the front desk checks a phone the shop once sold to another customer, the records
// warn, and a manager's username and passcode override the warning; the phone is graded, the seller
// signs the declaration and is paid cash from the open drawer, whose session holds the payout as a
// cash out naming the purchase document and whose report (the Z report) counts it among the trade-in
// payouts. A manager adds a screen to its refurbishment and publishes
// it on a margin scheme product; it is sold at the till (the receipt shows no VAT and the margin
// scheme wording), and /admin/reports/vat shows the quarter's stock book row with its margin VAT.
import { randomInt, randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPence } from '../../../shared/money';
import { MARGIN_SCHEME_WORDING } from '../../../shared/sales/vat';
import { createProduct } from '../../../functions/products/save-product';
import { addUnit } from '../../../functions/products/adjust-stock';
import { closeContexts, sharedBrowser } from '../../support/browser';
import { productInput } from '../../integration/shop/shop-helpers';
import { acceptAsSeller, gradeBAndOffer, imei } from './trade-ins-e2e';
import { baseUrl, newPage } from '../accounts/accounts-e2e';
import { adminSession, signInAsAdmin, type AdminSession } from '../admin-repairs/admin-repairs-e2e';
import { FIRST_PASSCODE } from '../admin-security/admin-e2e';
import { scanCode } from '../support/keyboard';
import { openTill } from '../support/till';

const poll = { timeout: 15_000 };
const STAFF = { id: 'staff-e2e', name: 'E2E S.' };
let owner: AdminSession;
let manager: AdminSession;
let frontDesk: AdminSession;
let model: string;
let productName: string;
let productId: string;
let tradeInImei: string;
let documentNumber = '';

async function signedInPage(session: AdminSession): Promise<Page> {
  const { page } = await newPage(await sharedBrowser(), 1280);
  await signInAsAdmin(page, session);
  return page;
}

/** The trade-in open in the panel at the counter, by its link in the latest trade-ins. */
async function openTradeIn(page: Page): Promise<void> {
  await page.goto(`${baseUrl}/admin/trade-ins`);
  const open = page.getByRole('row').filter({ hasText: tradeInImei }).getByRole('link');
  await expect.poll(() => open.count(), poll).toBe(1);
  await open.click();
}

beforeAll(async () => {
  [owner, manager, frontDesk] = await Promise.all([adminSession(), adminSession('manager'), adminSession('front-desk')]);
  model = `Pixel Counter ${randomInt(1e6, 1e7)}`;
  for (const [grade, pricePence] of [['A', 24000], ['B', 21000], ['C', 11000]] as const) {
    await owner.call('PUT', '/api/admin/buy-back-prices/row', { model, storage: '128GB', grade, pricePence });
  }
  const drawer = (await owner.call('GET', '/api/admin/till/drawer')) as { session: unknown };
  if (!drawer.session) await owner.call('POST', '/api/admin/till/drawer', { floatPence: 10000 });

  // The shop sold this phone before, to another customer (the "unit-sold" warning): a margin scheme
  // product with the unit, sold by card.
  tradeInImei = imei();
  productName = `${model} refurbished`;
  const product = await createProduct(productInput({ category: 'refurbished-phones', serialised: true, name: productName, pricePence: 33000, vatTreatment: 'margin' }), new Date());
  productId = product.id;
  const { unitId } = await addUnit(product.id, { serial: tradeInImei, grade: 'A', notes: '' }, STAFF, new Date());
  await owner.call('POST', '/api/admin/sales', {
    idempotencyKey: randomUUID(),
    lines: [{ kind: 'product', productId, unitId, quantity: 1 }],
    payments: [{ method: 'card', amountPence: 33000, reference: '4242' }],
  });
});

afterAll(async () => closeContexts(await sharedBrowser()));

describe('the trade-in counter journey', () => {
  it("warns about a phone the shop sold to another customer and a manager's passcode overrides it", async () => {
    const page = await signedInPage(frontDesk);
    await page.goto(`${baseUrl}/admin/trade-ins`);
    const form = page.getByRole('form', { name: 'New trade-in' });
    await form.waitFor(poll);
    await form.getByLabel('Model').fill(model);
    await form.getByLabel('Storage').fill('128GB');
    await form.getByLabel('Colour').fill('Obsidian');
    await form.getByLabel('IMEI', { exact: true }).fill(tradeInImei);
    const warning = page.getByRole('alert').filter({ hasText: "The shop's records warn about this device: a manager must override" });
    await expect.poll(() => warning.textContent(), poll).toContain(`The shop sold this device (${productName}, grade A) to another customer.`);

    await gradeBAndOffer(form);

    const dialog = page.getByRole('dialog', { name: 'Manager approval' });
    await dialog.waitFor(poll);
    await dialog.getByLabel("Manager's username").fill(manager.admin.username);
    await dialog.getByLabel("Manager's passcode").fill(FIRST_PASSCODE);
    await dialog.getByRole('button', { name: 'Approve' }).click();

    await expect.poll(() => page.getByTestId('trade-in-status').textContent(), poll).toBe('Offer made');
    expect(await page.getByTestId('trade-in-offer').textContent()).toBe('£210.00');
    await page.context().close();
  });

  it('the seller signs the declaration and is paid cash from the drawer; the drawer holds the payout', async () => {
    const page = await signedInPage(frontDesk);
    await openTradeIn(page);
    await expect.poll(() => page.getByTestId('trade-in-status').textContent(), poll).toBe('Offer made');
    await acceptAsSeller(page, { name: 'Ciarán Doyle', dateOfBirth: '1988-11-02', address: '3 Botanic Avenue', postcode: 'BT7 1JG', idNumber: 'DOYLE811028CD9' }, '£210.00');

    await expect.poll(() => page.getByTestId('trade-in-status').textContent(), poll).toBe('Accepted');
    // Other files' trade-ins may have been paid from this drawer before: the report is read before and after.
    const before = (await owner.call('GET', '/api/admin/till/drawer')) as { session: { report: { tradeInPayoutsPence?: number } } };
    const payoutsBefore = before.session.report.tradeInPayoutsPence ?? 0;
    const pay = page.getByRole('form', { name: 'Pay the seller' });
    await pay.getByText('Cash from the drawer', { exact: true }).click();
    await pay.getByRole('button', { name: 'Pay £210.00' }).click();
    await expect.poll(() => page.getByTestId('trade-in-status').textContent(), poll).toBe('Bought');
    documentNumber = (await page.getByTestId('trade-in-document').textContent()) ?? '';
    expect(documentNumber).toMatch(/^PD-\d{6}$/);

    // The open drawer's session holds the payout as cash out, naming the purchase document.
    const drawer = (await owner.call('GET', '/api/admin/till/drawer')) as { session: { sessionId: string; moves: { kind: string; method: string; amountPence: number; purchaseDocumentNumber?: string }[] } };
    expect(drawer.session.moves.filter((m) => m.purchaseDocumentNumber === documentNumber)).toEqual([expect.objectContaining({ kind: 'cash-out', method: 'cash', amountPence: -21000 })]);
    // And the drawer's report (the Z report once it is closed) counts it among the trade-in payouts.
    await page.goto(`${baseUrl}/admin/till?z=${drawer.session.sessionId}`);
    await expect.poll(async () => (await page.locator('#z-report').textContent()) ?? '', poll).toContain(`of which trade-in payouts${formatPence(-(payoutsBefore + 21000))}`);
    await page.context().close();
  });

  it('a manager adds a screen to the refurbishment and publishes the unit on the margin scheme product', async () => {
    const page = await signedInPage(manager);
    await openTradeIn(page);
    await expect.poll(() => page.getByTestId('trade-in-status').textContent(), poll).toBe('Bought');
    const refurb = page.getByRole('form', { name: 'Add refurbishment' });
    await refurb.getByText('Part', { exact: true }).click();
    await refurb.getByLabel('Description').fill('Screen');
    await refurb.getByLabel('Cost (£, without VAT)').fill('45.00');
    await refurb.getByRole('button', { name: 'Add' }).click();
    const lines = page.getByRole('list', { name: 'Refurbishment lines' });
    await expect.poll(() => lines.textContent(), poll).toContain('Part: Screen, £45.00');

    const publish = page.getByRole('form', { name: 'Publish to the shop' });
    await expect.poll(() => publish.getByLabel('Sold as').locator('option', { hasText: productName }).count(), poll).toBe(1);
    await publish.getByLabel('Sold as').selectOption({ label: productName });
    await publish.getByLabel('Grade').selectOption({ label: 'Grade B' });
    await publish.getByLabel('Condition notes').fill('New screen');
    await publish.getByRole('button', { name: 'Publish' }).click();
    await expect.poll(() => page.getByText('In stock as a grade B unit.').count(), poll).toBe(1);
    await page.context().close();
  });

  it('sells the unit at the till under the margin scheme: the receipt shows no VAT and the wording', async () => {
    const page = await signedInPage(owner);
    await openTill(page);
    await scanCode(page, tradeInImei);
    await expect.poll(() => page.getByTestId('sale-total').textContent(), poll).toBe('£330.00');
    await page.getByLabel('Cash (£)').fill('330.00');
    await page.getByRole('button', { name: 'Complete sale' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/sales' && url.searchParams.has('sale'), poll);
    const receipt = page.locator('#receipt');
    await receipt.waitFor(poll);
    const text = (await receipt.textContent()) ?? '';
    expect(text).toContain(MARGIN_SCHEME_WORDING);
    expect(text).not.toMatch(/VAT[^a-z]*£(?!0\.00)\d/);
    await page.context().close();
  });

  it("the quarter's VAT return shows the unit in the stock book with its margin VAT", async () => {
    const page = await signedInPage(owner);
    await page.goto(`${baseUrl}/admin/reports/vat`);
    await page.getByRole('heading', { name: 'VAT return', level: 1 }).waitFor(poll);
    const row = page.getByTestId('stock-book-row').filter({ hasText: tradeInImei }).filter({ hasText: documentNumber });
    // The sale reaches the stock book through the event bus: reload until it has arrived.
    await expect
      .poll(async () => {
        if ((await row.count()) === 0 || !((await row.first().textContent()) ?? '').includes('£120.00')) await page.reload();
        return (await row.first().textContent({ timeout: 2000 }).catch(() => '')) ?? '';
      }, { timeout: 30_000 })
      .toContain('£20.00');
    const text = (await row.first().textContent()) ?? '';
    expect(text).toContain('Ciarán Doyle');
    expect(text).toContain('£210.00');
    expect(text).toContain('£330.00');
    expect(text).toContain('£120.00');
    expect(await page.getByTestId('vat-treatment-margin').textContent()).toMatch(/^VAT due on margins £\d[\d,]*\.\d{2}$/);
    await page.context().close();
  });
});
