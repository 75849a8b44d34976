// Issue 5's public side in Chromium: a walk-in job opened at the counter is followed from its ticket's
// QR code (scanned with the camera, or its short link) through to Collected with 12 months of warranty,
// shows nothing personal, and is added to the customer's account with /claim-job.
import { passQualityCheck } from '../../support/quality-check';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../../shared/api/csrf';
import { fakeCameraArgs, launchBrowser } from '../../support/browser';
import { writeQrVideo } from '../../support/qr-video';
import { createAdmin } from '../admin-security/admin-e2e';
import { baseUrl, createVerifiedAccount, newPage, newPerson, submitLogin } from '../accounts/accounts-e2e';

let browser: Browser;
let page: Page;
let adminCookie: string;

interface OpenedJob {
  qrCode: string;
  jobNumber: string;
}

async function adminCall(method: string, pathname: string, body?: unknown) {
  const response = await fetch(`${baseUrl}${pathname}`, {
    method,
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE, cookie: adminCookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${method} ${pathname}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

/** The counter's intake: a walk-in customer record and a job for their phone. */
async function openWalkInJob(contact: { firstName: string; lastName: string; phone: string; email: string }): Promise<OpenedJob> {
  const customer = await adminCall('POST', '/api/admin/customers', contact);
  const job = await adminCall('POST', '/api/admin/jobs', {
    customerQr: customer.qrCode,
    device: { make: 'Apple', model: 'iPhone 13', type: 'phone', colour: 'Midnight' },
    fault: 'Cracked screen after a drop; touch works',
    intake: { condition: 'Screen cracked top left', accessories: [], passcodeGiven: false },
    estimatePence: 8999,
  });
  return { qrCode: String(job.qrCode), jobNumber: String(job.jobNumber) };
}

async function moveTo(job: OpenedJob, status: string) {
  if (status === 'Ready for collection') await passQualityCheck(adminCall, job.qrCode);
  return adminCall('POST', `/api/admin/jobs/${job.qrCode}/status`, { status });
}

beforeAll(async () => {
  const videoDir = mkdtempSync(path.join(tmpdir(), 'drs-qr-video-'));
  // The fake camera films one QR code for the whole run: the ticket of the job scanned below.
  const admin = await createAdmin();
  const signedIn = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
    body: JSON.stringify({ username: admin.username, password: admin.password }),
  });
  adminCookie = signedIn.headers.getSetCookie().find((c) => c.startsWith('drs_session='))!.split(';')[0]!;
  scannedJob = await openWalkInJob({ ...newPerson(), firstName: 'Ciarán', lastName: 'Doherty' });
  const video = path.join(videoDir, 'ticket.y4m');
  await writeQrVideo(video, `${baseUrl}/qr/${scannedJob.qrCode}`);
  browser = await launchBrowser(fakeCameraArgs(video));
});

let scannedJob: OpenedJob;

afterAll(async () => {
  await browser.close();
});

beforeEach(async ({ onTestFinished }) => {
  const opened = await newPage(browser, 390);
  page = opened.page;
  onTestFinished(() => opened.context.close());
});

describe('following a repair from its ticket', () => {
  it('opens the job from the QR code seen by the camera', async () => {
    await page.goto(`${baseUrl}/qr-scanner`);
    await page.getByRole('button', { name: 'Start camera' }).click();

    await page.waitForURL((url) => url.pathname === `/job/${scannedJob.qrCode}`, { timeout: 15_000 });
    await expect.poll(() => page.getByRole('heading', { name: `Repair ${scannedJob.jobNumber}` }).isVisible()).toBe(true);
  });

  it('tracks the job to Collected with 12 months of warranty, showing nothing personal', async () => {
    const contact = { ...newPerson(), firstName: 'Gráinne', lastName: 'Mulholland' };
    const job = await openWalkInJob(contact);

    await page.goto(`${baseUrl}/qr/${job.qrCode}`);
    await page.waitForURL((url) => url.pathname === `/job/${job.qrCode}`);
    await expect.poll(() => page.getByRole('heading', { name: `Repair ${job.jobNumber}` }).isVisible()).toBe(true);
    const main = page.getByRole('main');
    expect(await main.textContent()).toContain('Apple iPhone 13');
    expect(await main.textContent()).toContain('£89.99');
    expect(await main.textContent()).toContain('for G.');

    for (const status of ['Diagnosing', 'In repair', 'Quality check', 'Ready for collection', 'Collected']) await moveTo(job, status);
    await page.reload();

    await expect.poll(() => main.getByText('Collected', { exact: true }).first().isVisible()).toBe(true);
    const text = (await main.textContent()) ?? '';
    expect(text).toMatch(/Until \d{1,2} \w{3} \d{4} \((365|366) days left\)/);
    for (const personal of [contact.lastName, contact.phone, contact.email, contact.firstName]) expect(text).not.toContain(personal);
  });

  it('says so when the code matches no job', async () => {
    await page.goto(`${baseUrl}/job/AAAAAAAAAAAAAAAAAAAAAA`);
    await expect.poll(() => page.getByRole('heading', { name: 'We could not find that repair' }).isVisible()).toBe(true);
  });
});

describe('adding a walk-in repair to an account', () => {
  it('claims the job for the customer whose email is on the ticket', async () => {
    const person = newPerson();
    const job = await openWalkInJob(person);
    await createVerifiedAccount(person);

    await page.goto(`${baseUrl}/job/${job.qrCode}`);
    await page.getByRole('link', { name: 'Add to my account' }).click();
    await page.waitForURL((url) => url.pathname === `/claim-job/${job.qrCode}`);
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('returnTo') === `/claim-job/${job.qrCode}`);
    await submitLogin(page, person.email, person.password);
    await page.waitForURL((url) => url.pathname === `/claim-job/${job.qrCode}`);

    await page.getByRole('button', { name: 'Add to my account' }).click();

    await expect.poll(() => page.getByRole('status').filter({ hasText: 'The repair is now in your account.' }).isVisible()).toBe(true);
    await page.getByRole('link', { name: `Follow repair ${job.jobNumber}` }).click();
    await page.waitForURL((url) => url.pathname === `/job/${job.qrCode}`);
    await expect.poll(() => page.getByRole('heading', { name: `Repair ${job.jobNumber}` }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('link', { name: 'Add to my account' }).count()).toBe(0);
  });
});
