// Steps of the customer repair pages' end-to-end tests: the counter's side through the admin API (a
// walk-in job, status moves), a customer's own API calls (claiming a job, booking a slot), and
// signed-in cookies for both.
import { passQualityCheck } from '../../support/quality-check';
import type { Page } from 'playwright-core';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../../shared/api/csrf';
import { buildPath } from '../../../shared/api/define-route';
import { routes } from '../../../shared/api/manifest';
import { baseUrl, type Person } from '../accounts/accounts-e2e';
import { createAdmin } from '../admin-security/admin-e2e';
import { addSignedInSession } from '../support/signed-in-session';

export interface OpenedJob {
  qrCode: string;
  jobNumber: string;
  deviceQr: string;
}

/** The session cookie of a fresh sign-in through the API. */
export async function sessionCookie(identifier: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}${pathOf(routes.logIn)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
    body: JSON.stringify({ username: identifier, password }),
  });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('drs_session='));
  if (!cookie) throw new Error(`Sign-in failed: ${response.status} ${await response.text()}`);
  return cookie.split(';')[0]!;
}

/**
 * Signs the page's browser in as the person by a session made through the API: what a test that is
 * not about signing in uses, instead of the form (the accounts tests sign in through the form).
 */
export async function signInBySession(page: Page, person: Pick<Person, 'email' | 'password'>): Promise<void> {
  await addSignedInSession(page.context(), baseUrl, await sessionCookie(person.email, person.password));
}

/** Calls the API as the holder of a session cookie; throws on anything but 2xx. */
export async function apiAs(cookie: string, method: string, pathname: string, body?: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${baseUrl}${pathname}`, {
    method,
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE, cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${method} ${pathname}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

/** A counter assistant: signed in as a new admin. */
export async function counter() {
  const admin = await createAdmin();
  const cookie = await sessionCookie(admin.username, admin.password);
  const call = (method: string, pathname: string, body?: unknown) => apiAs(cookie, method, pathname, body);
  /** One customer record per phone number: later jobs of the same person reuse it. */
  const records = new Map<string, string>();

  return {
    /** The intake of a walk-in job for this person's phone and email, with a £89.99 estimate. */
    async openWalkInJob(person: Person, model = 'iPhone 13'): Promise<OpenedJob> {
      let customerQr = records.get(person.phone);
      if (!customerQr) {
        const { firstName, lastName, phone, email } = person;
        customerQr = String((await call('POST', pathOf(routes.createCustomer), { firstName, lastName, phone, email })).qrCode);
        records.set(person.phone, customerQr);
      }
      const job = await call('POST', pathOf(routes.openJob), {
        customerQr,
        device: { make: 'Apple', model, type: 'phone', colour: 'Midnight' },
        fault: `Cracked screen on the ${model} after a drop`,
        intake: { condition: 'Screen cracked top left', accessories: [], passcodeGiven: false },
        estimatePence: 8999,
      });
      const device = job.device as { qrCode: string };
      return { qrCode: String(job.qrCode), jobNumber: String(job.jobNumber), deviceQr: device.qrCode };
    },
    /** The QR code of the record opened for this person's phone by openWalkInJob. */
    async customerQrOf(person: Person): Promise<string> {
      const customerQr = records.get(person.phone);
      if (!customerQr) throw new Error(`No walk-in record for ${person.phone}`);
      return customerQr;
    },
    async moveTo(job: OpenedJob, ...statuses: string[]): Promise<void> {
      for (const status of statuses) {
        if (status === 'Ready for collection') await passQualityCheck(call, job.qrCode);
        await call('POST', pathOf(routes.changeJobStatus, { qrCode: job.qrCode }), { status });
      }
    },
  };
}

/** A manifest route's path with its parameters: the customer routes may be renamed, never their keys. */
export function pathOf(route: { path: string }, params: Record<string, string> = {}): string {
  return buildPath(route.path, params);
}

/** The customer adds the walk-in job to their account (their email is on the ticket). */
export async function claim(cookie: string, job: OpenedJob): Promise<void> {
  await apiAs(cookie, 'POST', pathOf(routes.claimJob), { qrCode: job.qrCode });
}

/** Books the first free slot for the signed-in customer; answers the booking's reference. */
export async function bookFirstFreeSlot(cookie: string, person: Person): Promise<{ reference: string; slotStart: string }> {
  const from = new Date().toISOString().slice(0, 10);
  const to = new Date(Date.now() + 29 * 86_400_000).toISOString().slice(0, 10);
  const list = (await apiAs(cookie, 'GET', `${pathOf(routes.listBookingSlots)}?from=${from}&to=${to}`)) as unknown as { slots: { start: string; remaining: number }[] };
  const slot = list.slots.find((s) => s.remaining > 0);
  if (!slot) throw new Error('No free slot in the next 30 days');
  const booking = await apiAs(cookie, 'POST', pathOf(routes.createBooking), {
    slotStart: slot.start,
    device: { type: 'tablet', make: 'Apple', model: 'iPad Air', colour: '', imei: '', serial: '' },
    problem: 'The tablet will not charge any more',
    contact: { name: `${person.firstName} ${person.lastName}`, phone: person.phone, email: person.email },
  });
  return { reference: String(booking.reference), slotStart: slot.start };
}

/** The text of the page's main area. */
export async function mainText(page: Page): Promise<string> {
  return (await page.getByRole('main').textContent()) ?? '';
}
