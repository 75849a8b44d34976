// Loyalty in Chromium, as issue 16's "done when" (core): a repair collected and paid at the till for
// a known customer earns points at once, the tier goes up and the email arrives, and /loyalty and the
// dashboard show it; a walk-in opens the receipt's QR code, registers from it, signs in and claims
// the receipt's points. The pages pass axe (WCAG 2.2 AA). Sales go through the till's API here; the
// till's own screens are tested in test/e2e/till/till-journey.test.ts.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeContexts, sharedBrowser } from '../../support/browser';
import { createVerifiedAccount, linkOf, newPage, newPerson, submitLogin, toastTitled, waitForEmail, baseUrl, type Person } from '../accounts/accounts-e2e';
import { adminSession, apiSignIn, moveJob, openWalkInJob, type AdminSession, type ApiCall, type OpenedJob } from '../admin-repairs/admin-repairs-e2e';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../../shared/api/csrf';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const poll = { timeout: 15_000 };

let browser: Browser;
let session: AdminSession;

async function axeViolations(target: Page): Promise<string[]> {
  await target.evaluate(axeSource);
  return target.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

/** A repair Ready for collection, with one part line of this price. */
async function readyRepair(person: Person, pence: number): Promise<OpenedJob> {
  const job = await openWalkInJob(session, person);
  await session.call('POST', `/api/admin/jobs/${job.qrCode}/lines`, { kind: 'part', description: 'Screen assembly', quantity: 1, unitPence: pence });
  for (const status of ['Diagnosing', 'In repair', 'Quality check', 'Ready for collection']) await moveJob(session, job, status);
  return job;
}

/** Collects and pays a repair at the till (cash), as the till's Complete sale does. */
async function sellRepair(job: OpenedJob): Promise<{ saleId: string; totalPence: number; receiptCode: string; invoiceNumber: string }> {
  const item = await session.call('GET', `/api/admin/till/lookup?code=${job.jobNumber}`);
  const due = Number(item.unitPence);
  const sale = await session.call('POST', '/api/admin/sales', {
    idempotencyKey: randomUUID(),
    lines: [{ kind: 'repair', jobQr: job.qrCode }],
    payments: [{ method: 'cash', amountPence: due }],
  });
  return { saleId: String(sale.saleId), totalPence: Number(sale.totalPence), receiptCode: String(sale.receiptCode), invoiceNumber: String(sale.invoiceNumber) };
}

beforeAll(async () => {
  browser = await sharedBrowser();
  session = await adminSession();
  const current = (await session.call('GET', '/api/admin/till/drawer')) as { session: { sessionId: string } | null };
  if (!current.session) await session.call('POST', '/api/admin/till/drawer', { floatPence: 5000 });
});

afterAll(async () => {
  await closeContexts(browser);
});

describe('the loyalty programme', () => {
  it('earns points at once for a repair paid at the till, moves the member up to Gold and emails them', async () => {
    const person = await createVerifiedAccount(newPerson());
    const member: ApiCall = await apiSignIn(person.username, person.password);
    const job = await readyRepair(person, 42_000);
    // The ticket's email is the member's own, verified: the repair joins the account at once.
    await member('POST', '/api/claim-job', { qrCode: job.qrCode });
    const sale = await sellRepair(job);
    const points = Math.floor(sale.totalPence / 100);
    await expect.poll(async () => (await member('GET', '/api/user/loyalty')).balance, poll).toBe(points);
    expect(await member('GET', '/api/user/loyalty')).toMatchObject({ tier: 'Gold', qualifyingPoints: points });
    const email = await waitForEmail(person.email, 'loyalty-tier-changed');
    expect(email.subject).toBe('You are now Gold at Device DRS');

    const { context, page } = await newPage(browser);
    await page.goto(`${baseUrl}/auth`, { waitUntil: 'networkidle' });
    await submitLogin(page, person.email, person.password);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await expect.poll(() => page.getByTestId('dashboard-loyalty').textContent(), poll).toContain(`${points} points`);
    expect(await page.getByTestId('dashboard-loyalty').textContent()).toContain('Gold');

    // The tier email's link, opened by the signed-in member (issue 32).
    expect(email.links).toEqual([`${baseUrl}/loyalty`]);
    await page.goto(linkOf(email));
    await expect.poll(() => page.getByTestId('loyalty-balance').textContent(), poll).toBe(`${points} points`);
    expect(await page.getByTestId('loyalty-tier').textContent()).toBe('Gold');
    expect(await page.getByRole('region', { name: 'Points history' }).textContent()).toContain(sale.invoiceNumber);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('shows the programme with its thresholds and benefits in the HTML', async () => {
    const html = await (await fetch(`${baseUrl}/loyalty`)).text();
    for (const text of ['Platinum', '800 or more', '+6 months', '10% off']) expect(html).toContain(text);
    const { context, page } = await newPage(browser, 390);
    await page.goto(`${baseUrl}/loyalty`, { waitUntil: 'networkidle' });
    await expect.poll(() => page.getByRole('link', { name: 'Sign in to see your points' }).count(), poll).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it("lets a walk-in register from the receipt's QR code and claim its points", async () => {
    const walkIn = newPerson();
    const job = await readyRepair(walkIn, 6_000);
    const sale = await sellRepair(job);
    const points = Math.floor(sale.totalPence / 100);

    // The till emails the receipt; its link is what the receipt's QR code holds, opened by the walk-in (issue 32).
    await session.call('POST', `/api/admin/sales/${sale.saleId}/receipt-email`, { email: walkIn.email });
    const receipt = await waitForEmail(walkIn.email, 'receipt');
    expect(receipt.links).toEqual([`${baseUrl}/loyalty/claim?code=${sale.receiptCode}`]);
    const { context, page } = await newPage(browser, 390);
    await page.goto(linkOf(receipt));
    await expect.poll(() => page.getByRole('heading', { name: 'Claim your points' }).count(), poll).toBe(1);
    expect(await page.textContent('main')).toContain(`${points} loyalty points`);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('tab') === 'register');
    await page.getByLabel('First name').fill(walkIn.firstName);
    await page.getByLabel('Last name').fill(walkIn.lastName);
    await page.getByLabel('Phone number').fill(walkIn.phone);
    await page.getByLabel('Email', { exact: true }).fill(walkIn.email);
    await page.getByRole('textbox', { name: /^Username/ }).fill(walkIn.username);
    await page.getByLabel('Password', { exact: true }).fill(walkIn.password);
    await page.getByLabel('Confirm password').fill(walkIn.password);
    await page.getByRole('checkbox', { name: /^I agree to the Terms of Service/ }).check();
    await expect.poll(() => page.getByText('Username is available').isVisible(), poll).toBe(true);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect.poll(() => toastTitled(page, 'Registration Successful').isVisible(), poll).toBe(true);
    await page.waitForURL((url) => url.searchParams.get('tab') === 'login', { timeout: 10_000 });
    // The walk-in verifies the address from the email (in another tab), then signs in here.
    const token = new URL(linkOf(await waitForEmail(walkIn.email, 'verify-email'))).pathname.split('/').at(-1);
    const verified = await fetch(`${baseUrl}/api/verify-email`, { method: 'POST', headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE }, body: JSON.stringify({ token }) });
    expect(verified.status).toBe(200);
    expect(await verified.json()).toMatchObject({ verified: true });
    await page.getByLabel('Password', { exact: true }).fill(walkIn.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();

    await page.waitForURL((url) => url.pathname === '/loyalty/claim' && url.searchParams.get('code') === sale.receiptCode);
    await page.getByRole('button', { name: 'Claim my points' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'points added' }).textContent(), poll).toContain(`${points} points added from ${sale.invoiceNumber}`);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'See your points' }).click();
    await expect.poll(() => page.getByTestId('loyalty-balance').textContent(), poll).toBe(`${points} points`);
    await context.close();
  });

  it('offers the scanner and typed entry on /loyalty/claim without a code, which takes the code typed in lower case with spaces', async () => {
    const sale = await sellRepair(await readyRepair(newPerson(), 2_500));
    const printed = sale.receiptCode.replace(/.{4}(?=.)/g, '$& ');
    const { context, page } = await newPage(browser);
    await page.goto(`${baseUrl}/loyalty/claim`);
    await expect.poll(() => page.getByRole('heading', { name: 'Claim points from a receipt' }).count(), poll).toBe(1);
    await page.getByLabel('Or type the code from your receipt').fill('not a code');
    await page.getByRole('button', { name: 'Open' }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'That is not a Device DRS receipt code.' }).count(), poll).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    // As a customer copies it from the paper: lower case, the groups of four apart.
    await page.getByLabel('Or type the code from your receipt').fill(printed.toLowerCase());
    await page.getByRole('button', { name: 'Open' }).click();
    await page.waitForURL((url) => url.searchParams.get('code') === sale.receiptCode);
    await expect.poll(() => page.getByRole('heading', { name: 'Claim your points' }).count(), poll).toBe(1);
    await expect.poll(async () => (await page.locator('#receipt').textContent()) ?? '', poll).toContain(sale.invoiceNumber);
    expect(await page.locator('#receipt figcaption').textContent()).toBe(printed);
    await context.close();
  });
});
