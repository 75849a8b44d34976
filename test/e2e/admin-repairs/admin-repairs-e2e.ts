// Shared steps of the admin repair pages' end-to-end tests: an admin signed in through the API (for
// setting the scene) and in the browser, walk-in jobs opened through the API, and moves behind a
// page's back.
import { passQualityCheck } from '../../support/quality-check';
import type { Page } from 'playwright-core';
import type { RoleId } from '../../../shared/staff/roles';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../../shared/api/csrf';
import { createAdmin, type E2eAdmin } from '../admin-security/admin-e2e';
import { baseUrl, newPerson, type Person } from '../accounts/accounts-e2e';
import { browserTest } from '../support/browser-test';
import { addSignedInSession } from '../support/signed-in-session';

export interface OpenedJob {
  qrCode: string;
  jobNumber: string;
}

export interface AdminSession {
  admin: E2eAdmin;
  call: ApiCall;
  /** The session cookie (`name=value`) the browser is given by signInAsAdmin. */
  cookie: string;
}

export type ApiCall = (method: string, pathname: string, body?: unknown) => Promise<Record<string, unknown>>;

/** Signs in through the API: the session cookie's `name=value`. */
async function apiSessionCookie(username: string, password: string): Promise<string> {
  const signedIn = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
    body: JSON.stringify({ username, password }),
  });
  return signedIn.headers.getSetCookie().find((c) => c.startsWith('drs_session='))!.split(';')[0]!;
}

/** Signs in through the API and answers a caller that sends that session's cookie. */
export async function apiSignIn(username: string, password: string): Promise<ApiCall> {
  return callerWith(await apiSessionCookie(username, password));
}

function callerWith(cookie: string): ApiCall {
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

/** A new admin (the owner, or staff with that role) and a session for calling the admin API from the test. */
export async function adminSession(staffRole?: RoleId): Promise<AdminSession> {
  const admin = await createAdmin(staffRole);
  const cookie = await apiSessionCookie(admin.username, admin.password);
  return { admin, call: callerWith(cookie), cookie };
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

/** The admin's session in the page's browser context, as a sign-in leaves it (no test pays for the form). */
export async function signInAsAdmin(page: Page, session: AdminSession): Promise<void> {
  await addSignedInSession(page.context(), baseUrl, session.cookie);
}

/**
 * browserTest with a new admin for the file (`session`, made once) whose session every test's page
 * starts with.
 */
export const adminBrowserTest = browserTest
  .extend('session', { scope: 'file' }, (): Promise<AdminSession> => adminSession())
  .extend('signedIn', { auto: true }, ({ page, session }): Promise<void> => signInAsAdmin(page, session));

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The day of a booking confirmation: "Tuesday, 24 November 2026 at 11:00" -> "2026-11-24". */
export function bookingDayOf(text: string): string {
  const [, day, month, year] = /(\d{1,2}) (\w+) (\d{4}) at \d{2}:\d{2}/.exec(text) ?? [];
  const monthNumber = MONTHS.indexOf(month ?? '') + 1;
  if (!day || !year || monthNumber === 0) throw new Error(`No booking date in: ${text}`);
  return `${year}-${String(monthNumber).padStart(2, '0')}-${day.padStart(2, '0')}`;
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
