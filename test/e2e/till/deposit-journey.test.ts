// A deposit in Chromium, from ask to collection (issue 18, issue 15, decision 147): staff ask for a
// deposit on the job sheet; the estimate email's link opens the tracking page, where the customer
// approves the estimate and pays the deposit in one step on the payment page; at the till the repair
// comes in at its bill less the deposit, and the sale's invoice says so. In the same sale a
// refurbished phone is sold by its unit, picked by IMEI after scanning its barcode (decision 148).
// Each page passes axe.
import { randomInt } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ean13 } from '../../../shared/schemas/shop/ean13';
import { closeContexts, sharedBrowser } from '../../support/browser';
import { axeViolations } from '../../support/axe';
import { accountMenu, baseUrl, linkOf, newPage, submitLogin, waitForEmail } from '../accounts/accounts-e2e';
import { adminSession, moveJob, openWalkInJob, type AdminSession, type OpenedJob } from '../admin-repairs/admin-repairs-e2e';
import type { Person } from '../accounts/accounts-e2e';
import { scanCode } from '../support/keyboard';
import { openTillAndScan } from '../support/till';

let browser: Browser;
let session: AdminSession;
let context: BrowserContext;
let page: Page;
let job: OpenedJob & { person: Person };
let phone: { barcode: string; name: string; imei: string };

const poll = { timeout: 10_000 };

async function expectNoAxeViolations(target: Page): Promise<void> {
  await target.waitForLoadState('networkidle');
  expect((await axeViolations(target)).map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

beforeAll(async () => {
  browser = await sharedBrowser();
  session = await adminSession();
  job = await openWalkInJob(session);
  await moveJob(session, job, 'Diagnosing');
  const n = String(randomInt(1e9, 1e10));
  phone = { barcode: ean13(`50${n}`), name: `Refurbished iPhone 12 ${n}`, imei: `35${n}${String(randomInt(1e4, 1e5))}`.slice(0, 15) };
  const product = await session.call('POST', '/api/admin/inventory', {
    name: phone.name, slug: `refurbished-iphone-12-${n}`, category: 'refurbished-phones', description: 'Unlocked, 64 GB.', images: [],
    pricePence: 24900, sku: `REF-${n}`, barcode: phone.barcode, compatibleModels: [], lowStockThreshold: 0, published: true, serialised: true,
  });
  await session.call('POST', `/api/admin/inventory/${String(product.id)}/units`, { serial: phone.imei, grade: 'A', notes: 'Light marks on the frame' });
  const opened = await newPage(browser, 1280);
  context = opened.context;
  page = opened.page;
  await page.goto(`${baseUrl}/auth`, { waitUntil: 'networkidle' });
  await submitLogin(page, session.admin.email, session.admin.password);
  await accountMenu(page, session.admin).waitFor();
});

afterAll(async () => {
  await context.close();
  await closeContexts(browser);
});

describe('a deposit from the estimate to the till', () => {
  it('staff ask for a £20.00 deposit on the job sheet', async () => {
    await page.goto(`${baseUrl}/admin/job/${job.qrCode}`);
    const panel = page.getByRole('region', { name: 'Deposit' });
    await panel.getByLabel('Deposit to ask (£)').fill('20.00');
    await panel.getByRole('button', { name: 'Ask for a deposit' }).click();
    await expect.poll(async () => (await panel.textContent()) ?? '', poll).toContain('Still to pay£20.00');
    await expectNoAxeViolations(page);
  });

  it('the customer approves the estimate and pays the deposit in one step from the emailed link', async () => {
    await moveJob(session, job, 'Awaiting approval');
    const email = await waitForEmail(job.person.email, 'job-estimate');
    expect(email.text).toContain('We ask a deposit of £20.00 before we start.');
    const customer = await newPage(browser, 390);
    await customer.page.goto(linkOf(email));
    const pay = customer.page.getByRole('button', { name: 'Approve £65.00 and pay £20.00 deposit' });
    await expect.poll(() => pay.isEnabled(), poll).toBe(true);
    await expectNoAxeViolations(customer.page);

    await pay.click();
    await customer.page.waitForURL(/\/local-pay\//);
    await customer.page.getByRole('button', { name: 'Pay £20.00' }).click();

    await customer.page.waitForURL((url) => url.pathname === `/job/${job.qrCode}` && url.searchParams.get('deposit') === 'paid');
    const deposit = customer.page.getByRole('region', { name: 'Deposit' });
    await expect.poll(async () => (await deposit.textContent()) ?? '', poll).toContain('You have paid £20.00');
    expect(await customer.page.textContent('main')).toContain('£65.00 (approved)');
    await expectNoAxeViolations(customer.page);
    await customer.context.close();
    const sheet = await session.call('GET', `/api/admin/jobs/${job.qrCode}`);
    expect(sheet).toMatchObject({ estimateApproval: 'approved', deposit: { paidPence: 2000, heldPence: 2000 } });
  });

  it('the till takes the bill less the deposit and a refurbished phone picked by IMEI, and the invoice says so', async () => {
    await session.call('POST', `/api/admin/jobs/${job.qrCode}/lines`, { kind: 'part', description: 'Battery', quantity: 1, unitPence: 6500 });
    for (const status of ['In repair', 'Quality check', 'Ready for collection']) await moveJob(session, job, status);
    const current = (await session.call('GET', '/api/admin/till/drawer')) as { session: { sessionId: string } | null };
    if (!current.session) await session.call('POST', '/api/admin/till/drawer', { floatPence: 5000 });

    await openTillAndScan(page, job.jobNumber);
    await expect.poll(() => page.getByTestId('basket-line').count(), poll).toBe(1);
    expect(await page.getByTestId('basket-line').textContent()).toContain('£65.00 less deposit paid £20.00');
    expect(await page.getByTestId('sale-total').textContent()).toBe('£45.00');
    await scanCode(page, phone.barcode);
    const pick = page.getByRole('button', { name: `IMEI/serial ${phone.imei}, grade A: Light marks on the frame` });
    await pick.waitFor();
    await expectNoAxeViolations(page);
    await pick.click();
    await expect.poll(() => page.getByTestId('basket-line').count(), poll).toBe(2);
    expect(await page.getByTestId('sale-total').textContent()).toBe('£294.00');
    await page.getByRole('button', { name: 'Card for the rest' }).click();
    await page.getByLabel('Terminal reference or last 4').fill('4242');
    await page.getByRole('button', { name: 'Complete sale' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/sales' && url.searchParams.has('sale'));
    await expect.poll(() => page.getByRole('heading', { level: 2, name: /^INV-\d{6}: £294\.00$/ }).count(), poll).toBe(1);
    expect(await page.textContent('main')).toContain('less deposit paid £20.00');
    expect(await page.textContent('main')).toContain(`${phone.name} (IMEI/serial ${phone.imei}, grade A)`);
    await expectNoAxeViolations(page);

    const collected = await session.call('GET', `/api/admin/jobs/${job.qrCode}`);
    expect(collected).toMatchObject({ status: 'Collected', deposit: { paidPence: 2000, heldPence: 0 } });
    const drawer = (await session.call('GET', '/api/admin/till/drawer')) as { session: { sessionId: string } };
    await session.call('POST', '/api/admin/till/drawer/close', { sessionId: drawer.session.sessionId, count: {} });
  });
});
