// Issue 32's "done when": a repair collected and paid at the till has the job sheet's consequences.
// Staff scan the ticket at the till and take the payment; the repair is then counted in the Repairs
// report on /admin/reports, and its customer's review invitation is in the outbox, its link opening
// the review form for that repair.
import { randomInt } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { londonDay } from '../../../shared/dates';
import { closeContexts, sharedBrowser } from '../../support/browser';
import { baseUrl, linkOf, newPage, newPerson, waitForEmail, type Person } from '../accounts/accounts-e2e';
import { adminSession, moveJob, signInAsAdmin, type AdminSession, type OpenedJob } from '../admin-repairs/admin-repairs-e2e';
import { openTillAndScan } from '../support/till';

let browser: Browser;
let session: AdminSession;
let context: BrowserContext;
let page: Page;
let person: Person;
let job: OpenedJob;
let model: string;

const poll = { timeout: 10_000 };

const repairsCollected = async (): Promise<number> => {
  const today = londonDay(new Date());
  const from = londonDay(new Date(Date.now() - 29 * 86_400_000));
  return Number((await session.call('GET', `/api/admin/reports/repairs?from=${from}&to=${today}`)).jobsCollected);
};

beforeAll(async () => {
  browser = await sharedBrowser();
  session = await adminSession();
  person = newPerson({ firstName: 'Gráinne', lastName: 'Boyle' });
  model = `Galaxy A${randomInt(10_000, 99_999)}`;
  const customer = await session.call('POST', '/api/admin/customers', { firstName: person.firstName, lastName: person.lastName, phone: person.phone, email: person.email });
  const opened = await session.call('POST', '/api/admin/jobs', {
    customerQr: customer.qrCode,
    device: { make: 'Samsung', model, type: 'phone' },
    fault: 'Charging port loose',
    intake: { condition: 'Scuffed corners', accessories: [], passcodeGiven: false },
  });
  job = { qrCode: String(opened.qrCode), jobNumber: String(opened.jobNumber) };
  await session.call('POST', `/api/admin/jobs/${job.qrCode}/lines`, { kind: 'labour', description: 'Charging port replacement', quantity: 1, unitPence: 4000 });
  for (const status of ['In repair', 'Quality check', 'Ready for collection']) await moveJob(session, job, status);
  const current = (await session.call('GET', '/api/admin/till/drawer')) as { session: unknown };
  if (!current.session) await session.call('POST', '/api/admin/till/drawer', { floatPence: 5000 });
  ({ context, page } = await newPage(browser, 1280));
  await signInAsAdmin(page, session);
});

afterAll(async () => {
  const current = (await session.call('GET', '/api/admin/till/drawer')) as { session: { sessionId: string } | null };
  if (current.session) await session.call('POST', '/api/admin/till/drawer/close', { sessionId: current.session.sessionId, count: {} });
  await context.close();
  await closeContexts(browser);
});

describe('a repair collected at the till', () => {
  let before: number;

  it('is collected when the sale is made', async () => {
    before = await repairsCollected();
    await openTillAndScan(page, job.jobNumber);
    await expect.poll(() => page.getByTestId('basket-line').count(), poll).toBe(1);
    expect(await page.getByTestId('sale-total').textContent()).toBe('£40.00');
    await page.getByLabel('Cash (£)').fill('40.00');
    await page.getByRole('button', { name: 'Complete sale' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/sales' && url.searchParams.has('sale'));

    expect((await session.call('GET', `/api/admin/jobs/${job.qrCode}`)).status).toBe('Collected');
  });

  it('is counted in the Repairs report on /admin/reports, with its device model', async () => {
    const expected = `${before + 1} ${before + 1 === 1 ? 'repair' : 'repairs'} collected`;
    await expect
      .poll(async () => {
        await page.goto(`${baseUrl}/admin/reports`);
        const section = page.getByRole('region', { name: 'Repairs' });
        await section.getByText(/repairs? collected/).waitFor();
        return (await section.textContent()) ?? '';
      }, poll)
      .toContain(expected);
    expect(await page.getByRole('region', { name: 'Repairs' }).textContent()).toContain(`Samsung ${model}`);
  });

  it("invites its customer to review it, exactly as the job sheet's Collected button does", async () => {
    const invitation = await waitForEmail(person.email, 'review-invitation');
    const link = new URL(linkOf(invitation));
    expect(link.pathname).toBe('/reviews');

    await page.goto(link.href);

    await page.getByRole('heading', { name: `Review your Samsung ${model} repair` }).waitFor();
    expect(await page.textContent('main')).toContain('Hello Gráinne, how did we do?');
  });
});
