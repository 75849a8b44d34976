// A repair's balance paid online in Chromium (issue 29, decisions 290-291): the ready-for-collection
// email's "Pay now" opens the tracking page, whose "Pay now" goes to the local payment page; back on
// the tracking page the repair shows paid; at the till the repair comes in paid online with nothing to
// pay, and the sale's invoice is issued with the online payment. Each page passes axe.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeContexts, sharedBrowser } from '../../support/browser';
import { axeViolations } from '../../support/axe';
import { linkOf, newPage, waitForEmail } from '../accounts/accounts-e2e';
import { adminSession, moveJob, openWalkInJob, signInAsAdmin, type AdminSession, type OpenedJob } from '../admin-repairs/admin-repairs-e2e';
import type { Person } from '../accounts/accounts-e2e';
import { openTillAndScan } from '../support/till';

let browser: Browser;
let session: AdminSession;
let context: BrowserContext;
let page: Page;
let job: OpenedJob & { person: Person };

const poll = { timeout: 10_000 };

async function expectNoAxeViolations(target: Page): Promise<void> {
  await target.waitForLoadState('networkidle');
  expect((await axeViolations(target)).map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

beforeAll(async () => {
  browser = await sharedBrowser();
  session = await adminSession();
  job = await openWalkInJob(session);
  await session.call('POST', `/api/admin/jobs/${job.qrCode}/lines`, { kind: 'part', description: 'Screen', quantity: 1, unitPence: 7900 });
  for (const status of ['Diagnosing', 'In repair', 'Quality check', 'Ready for collection']) await moveJob(session, job, status);
  const opened = await newPage(browser, 1280);
  context = opened.context;
  page = opened.page;
  // Signed in by its session cookie: this journey is about the till, not signing in.
  await signInAsAdmin(page, session);
});

afterAll(async () => {
  await context.close();
  await closeContexts(browser);
});

describe("a ready repair's balance paid online, then collected at the till", () => {
  it('the customer pays the balance from the ready-for-collection email', async () => {
    const email = await waitForEmail(job.person.email, 'job-ready');
    expect(email.text).toContain('The balance to pay is £79.00. Pay now online and there is nothing to pay when you collect.');
    const customer = await newPage(browser, 390);
    await customer.page.goto(linkOf(email));
    const balance = customer.page.getByRole('region', { name: 'Balance to pay' });
    await expect.poll(async () => (await balance.textContent()) ?? '', poll).toContain('Balance due£79.00');
    const pay = balance.getByRole('button', { name: 'Pay now' });
    await expect.poll(() => pay.isEnabled(), poll).toBe(true);
    await expectNoAxeViolations(customer.page);

    await pay.click();
    await customer.page.waitForURL(/\/local-pay\//);
    await customer.page.getByRole('button', { name: 'Pay £79.00' }).click();

    await customer.page.waitForURL((url) => url.pathname === `/job/${job.qrCode}` && url.searchParams.get('balance') === 'paid');
    const paid = customer.page.getByRole('region', { name: 'Paid' });
    await expect.poll(async () => (await paid.textContent()) ?? '', poll).toContain('Paid online: there is nothing to pay when you collect your device.');
    await expectNoAxeViolations(customer.page);
    await customer.context.close();
    const sheet = await session.call('GET', `/api/admin/jobs/${job.qrCode}`);
    expect(sheet).toMatchObject({ balance: { billPence: 7900, paidOnlinePence: 7900, duePence: 0 } });
  });

  it('the till shows nothing to pay and issues the invoice with the online payment', async () => {
    const current = (await session.call('GET', '/api/admin/till/drawer')) as { session: { sessionId: string } | null };
    if (!current.session) await session.call('POST', '/api/admin/till/drawer', { floatPence: 5000 });

    await openTillAndScan(page, job.jobNumber);
    await expect.poll(() => page.getByTestId('basket-line').count(), poll).toBe(1);
    await expect.poll(async () => (await page.getByTestId('paid-online').textContent()) ?? '', poll).toContain('Nothing to pay: the balance was paid online.');
    expect(await page.getByTestId('left-to-pay').textContent()).toBe('£0.00');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Complete sale' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/sales' && url.searchParams.has('sale'));
    await expect.poll(() => page.getByRole('heading', { level: 2, name: /^INV-\d{6}: £79\.00$/ }).count(), poll).toBe(1);
    expect(await page.textContent('main')).toContain('Card (online)');

    const collected = await session.call('GET', `/api/admin/jobs/${job.qrCode}`);
    expect(collected).toMatchObject({ status: 'Collected' });
    const drawer = (await session.call('GET', '/api/admin/till/drawer')) as { session: { sessionId: string } };
    await session.call('POST', '/api/admin/till/drawer/close', { sessionId: drawer.session.sessionId, count: {} });
  });
});
