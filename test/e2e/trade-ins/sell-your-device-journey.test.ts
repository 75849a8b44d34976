// Selling a device online, then at the counter, in Chromium (issue 30, decisions 350-352): a visitor
// on a phone gets an instant quote on /sell-your-device, with its reference and expiry, and books a
// drop-off; at the counter staff open it from the drop-offs booked online, re-grade the device, the
// customer accepts the final offer and is paid out as store credit on their account. Each page
// passes axe.
import { randomInt } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readLedger } from '../../../functions/data/gift-cards';
import { closeContexts, sharedBrowser } from '../../support/browser';
import { axeViolations } from '../../support/axe';
import { acceptAsSeller, gradeBAndOffer, imei } from './trade-ins-e2e';
import { baseUrl, createVerifiedAccount, newPage, newPerson } from '../accounts/accounts-e2e';
import { adminSession, apiSignIn, signInAsAdmin, type AdminSession } from '../admin-repairs/admin-repairs-e2e';

const poll = { timeout: 15_000 };
let session: AdminSession;
let model: string;
let customerQr: string;
let userId: string;

async function expectNoAxeViolations(target: Page): Promise<void> {
  await target.waitForLoadState('networkidle');
  expect((await axeViolations(target)).map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

beforeAll(async () => {
  session = await adminSession();
  model = `Pixel E2E ${randomInt(1e6, 1e7)}`;
  for (const [grade, pricePence] of [['A', 24000], ['B', 21000], ['C', 11000]] as const) {
    await session.call('PUT', '/api/admin/buy-back-prices/row', { model, storage: '128GB', grade, pricePence });
  }
});

/** A customer whose shop record is linked to their account (by claiming a job of it): store credit needs the account. */
async function customerWithAccount(): Promise<void> {
  const person = await createVerifiedAccount(newPerson({ firstName: 'Niamh', lastName: 'Quinn' }));
  const customer = await apiSignIn(person.username, person.password);
  const record = await session.call('POST', '/api/admin/customers', { firstName: person.firstName, lastName: person.lastName, phone: person.phone, email: person.email });
  customerQr = String(record.qrCode);
  const job = await session.call('POST', '/api/admin/jobs', {
    customerQr,
    device: { make: 'Google', model: 'Pixel 7', type: 'phone', colour: 'Black' },
    fault: 'Charging port loose',
    intake: { condition: 'Good', accessories: [], passcodeGiven: false },
    estimatePence: 5000,
  });
  await customer('POST', '/api/claim-job', { qrCode: job.qrCode });
  userId = String((await customer('GET', '/api/user')).id);
}

afterAll(async () => closeContexts(await sharedBrowser()));

describe('selling a device: an online quote, a drop-off, and store credit at the counter', () => {
  let quoteId = '';

  it('a visitor gets an instant quote with its reference and expiry, and books a drop-off', async () => {
    const { page } = await newPage(await sharedBrowser(), 360);
    await page.goto(`${baseUrl}/sell-your-device`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), poll).toBe('Sell us your old phone');
    const modelSelect = page.getByLabel('Model');
    await expect.poll(() => modelSelect.locator('option', { hasText: model }).count(), poll).toBe(1);
    await modelSelect.selectOption({ label: model });
    await page.getByLabel('Storage').selectOption({ label: '128GB' });
    await page.getByText('Good: light marks, battery 80% or more, everything works').click();
    await page.getByRole('button', { name: 'Get my quote' }).click();

    const quote = page.getByTestId('buy-back-quote');
    await expect.poll(() => quote.getByRole('heading').textContent(), poll).toBe('We will pay £210.00');
    quoteId = ((await page.getByTestId('quote-reference').textContent()) ?? '').trim();
    expect(quoteId).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(await quote.textContent()).toContain('Valid until');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page);

    const day = page.getByLabel('Drop-off day');
    const firstDay = await day.locator('option').nth(1).getAttribute('value');
    await day.selectOption(firstDay!);
    await page.getByLabel('Name').fill('Niamh Quinn');
    await page.getByLabel('Phone number').fill('07700 900456');
    await page.getByLabel('Email').fill('niamh.quinn.dropoff@example.com');
    await page.getByRole('button', { name: 'Book my drop-off' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Drop-off booked' }).count(), poll).toBe(1);
    expect(await page.getByRole('status').filter({ hasText: 'Drop-off booked' }).textContent()).toContain(quoteId);
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  it('at the counter staff open the drop-off, re-grade the device, the customer accepts and is paid in store credit', async () => {
    await customerWithAccount();
    const { page, context } = await newPage(await sharedBrowser(), 1280);
    await signInAsAdmin(page, session);
    await page.goto(`${baseUrl}/admin/trade-ins`);
    const dropOffs = page.getByRole('region', { name: 'Drop-offs booked online' });
    const regrade = dropOffs.getByRole('button', { name: new RegExp(`Re-grade ${model} 128GB quote ${quoteId}`) });
    await expect.poll(() => regrade.count(), poll).toBe(1);
    await expectNoAxeViolations(page);
    await regrade.click();

    const form = page.getByRole('form', { name: 'New trade-in' });
    await expect.poll(() => form.getByTestId('quote-summary').textContent(), poll).toContain(quoteId);
    expect(await form.getByLabel('Model').inputValue()).toBe(model);
    expect(await form.getByLabel('Storage').inputValue()).toBe('128GB');
    await form.getByLabel('Colour').fill('Obsidian');
    await form.getByLabel('IMEI', { exact: true }).fill(imei());
    await gradeBAndOffer(form);

    await expect.poll(() => page.getByTestId('trade-in-status').textContent(), poll).toBe('Offer made');
    expect(await page.getByTestId('trade-in-offer').textContent()).toBe('£210.00');
    await acceptAsSeller(page, { name: 'Niamh Quinn', dateOfBirth: '1994-03-08', address: '14 Ormeau Road', postcode: 'BT7 1EB', idNumber: 'QUINN903084NQ9' }, '£210.00');

    await expect.poll(() => page.getByTestId('trade-in-status').textContent(), poll).toBe('Accepted');
    const pay = page.getByRole('form', { name: 'Pay the seller' });
    await pay.getByText('Store credit', { exact: true }).click();
    await pay.getByLabel('Customer record (QR code)').fill(customerQr);
    await expectNoAxeViolations(page);
    await pay.getByRole('button', { name: 'Pay £210.00' }).click();

    await expect.poll(() => page.getByTestId('trade-in-status').textContent(), poll).toBe('Bought');
    expect(await page.getByTestId('trade-in-payout').textContent()).toBe('Store credit');
    expect(await page.getByTestId('trade-in-document').textContent()).toMatch(/^PD-\d{6}$/);
    const { balance, entries } = await readLedger({ kind: 'storeCredit', userId });
    expect(balance?.balancePence).toBe(21000);
    expect(entries).toHaveLength(1);
    expect(await dropOffs.getByRole('button', { name: new RegExp(quoteId) }).count()).toBe(0);
    await context.close();
  });
});
