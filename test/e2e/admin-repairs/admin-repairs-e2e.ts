// Shared steps of the admin repair pages' end-to-end tests: an admin signed in through the API (for
// setting the scene) and in the browser, walk-in jobs opened through the API, and moves behind a
// page's back.
import { passQualityCheck } from '../../support/quality-check';
import type { Page } from 'playwright-core';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../../shared/api/csrf';
import { createAdmin, type E2eAdmin } from '../admin-security/admin-e2e';
import { baseUrl, newPerson, signIn, type Person } from '../accounts/accounts-e2e';

export interface OpenedJob {
  qrCode: string;
  jobNumber: string;
}

export interface AdminSession {
  admin: E2eAdmin;
  call: ApiCall;
}

export type ApiCall = (method: string, pathname: string, body?: unknown) => Promise<Record<string, unknown>>;

/** Signs in through the API and answers a caller that sends that session's cookie. */
export async function apiSignIn(username: string, password: string): Promise<ApiCall> {
  const signedIn = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
    body: JSON.stringify({ username, password }),
  });
  const cookie = signedIn.headers.getSetCookie().find((c) => c.startsWith('drs_session='))!.split(';')[0]!;
  return async (method, pathname, body) => {
    const response = await fetch(`${baseUrl}${pathname}`, {
      method,
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE, cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json()) as Record<string, unknown>;
    if (!response.ok) throw new Error(`${method} ${pathname}: ${response.status} ${JSON.stringify(json)}`);
    return json;
  };
}

/** A new admin and a session for calling the admin API from the test. */
export async function adminSession(): Promise<AdminSession> {
  const admin = await createAdmin();
  return { admin, call: await apiSignIn(admin.username, admin.password) };
}

/** A walk-in customer's record and a job on a new phone of theirs, opened at the counter. */
export async function openWalkInJob(session: AdminSession, person: Person = newPerson()): Promise<OpenedJob & { person: Person }> {
  const customer = await session.call('POST', '/api/admin/customers', {
    firstName: person.firstName,
    lastName: person.lastName,
    phone: person.phone,
    email: person.email,
  });
  const job = await session.call('POST', '/api/admin/jobs', {
    customerQr: customer.qrCode,
    device: { make: 'Samsung', model: 'Galaxy S23', type: 'phone', colour: 'Black' },
    fault: 'Battery drains within two hours',
    intake: { condition: 'Light scratches on the back', accessories: ['Case'], passcodeGiven: true },
    estimatePence: 6500,
  });
  return { qrCode: String(job.qrCode), jobNumber: String(job.jobNumber), person };
}

export async function moveJob(session: AdminSession, job: OpenedJob, status: string) {
  if (status === 'Ready for collection') await passQualityCheck(session.call, job.qrCode);
  return session.call('POST', `/api/admin/jobs/${job.qrCode}/status`, { status });
}

/** Signs the admin in through /auth in this page. */
export async function signInAsAdmin(page: Page, session: AdminSession): Promise<void> {
  await signIn(page, session.admin);
}

/** Replaces window.print in the page with a counter, so the print dialog never opens. */
export async function stubPrint(page: Page): Promise<() => Promise<{ calls: number; printing: string | null }>> {
  await page.evaluate(() => {
    const w = window as unknown as { printCalls: number };
    w.printCalls = 0;
    window.print = () => {
      w.printCalls += 1;
    };
  });
  return () =>
    page.evaluate(() => ({
      calls: (window as unknown as { printCalls: number }).printCalls,
      printing: document.documentElement.getAttribute('data-printing'),
    }));
}
