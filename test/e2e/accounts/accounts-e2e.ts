// Shared steps of the accounts end-to-end tests: unique people, the local outbox the server writes
// to, accounts made through the API (for tests about something else), and the browser's sign-in.
import { randomInt } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { readOutbox as readOutboxDir, type OutboxEmail } from '../../../functions/mail/outbox-transport';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../../shared/api/csrf';

export const baseUrl = inject('baseUrl');
export const PASSWORD = 'Harbour&Lights9';

export interface Person {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  username: string;
  password: string;
}

/** Someone no other test uses: their own email, mobile number and username. */
export function newPerson(overrides: Partial<Person> = {}): Person {
  const n = randomInt(100_000_000, 1_000_000_000);
  return {
    firstName: 'Siobhán',
    lastName: "O'Neill",
    email: `e2e${n}@example.com`,
    phone: `07${n}`,
    username: `e2e_${n}`,
    password: PASSWORD,
    ...overrides,
  };
}

/** The emails to one address, oldest first: only their files are read. */
function readOutbox(to: string): Promise<OutboxEmail[]> {
  return readOutboxDir(inject('outboxDir'), { to });
}

/**
 * How long a message may take to reach the outbox: it goes out through the bus, behind the other
 * deliveries of the moment (a loaded clean clone once took over 10 s for a job's ready email).
 */
export const MESSAGE_WAIT_MS = 30_000;

/** Waits for the newest email of a kind to an address (emails go out through the bus, a moment later). */
export async function waitForEmail(to: string, kind: string, { after }: { after?: string } = {}): Promise<OutboxEmail> {
  let found: OutboxEmail | undefined;
  await expect
    .poll(
      async () => {
        found = (await readOutbox(to)).filter((email) => email.kind === kind && (!after || email.id !== after)).at(-1);
        return found;
      },
      { timeout: MESSAGE_WAIT_MS, message: `a ${kind} email to ${to}` },
    )
    .toBeDefined();
  return found!;
}

export async function emailsTo(to: string, kind: string): Promise<OutboxEmail[]> {
  return (await readOutbox(to)).filter((email) => email.kind === kind);
}

/** The link an email asks to follow, on the site under test. */
export function linkOf(email: OutboxEmail): string {
  const link = email.links[0];
  if (!link) throw new Error(`The ${email.kind} email to ${email.to} has no link`);
  return link;
}

async function api(pathname: string, body: unknown): Promise<Response> {
  return fetch(`${baseUrl}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
    body: JSON.stringify(body),
  });
}

/** An account that can sign in, made through the API: for tests whose subject is something else. */
export async function createVerifiedAccount(person: Person = newPerson()): Promise<Person> {
  const registered = await api('/api/register', person);
  if (registered.status !== 201) throw new Error(`Registration failed: ${registered.status} ${await registered.text()}`);
  const email = await waitForEmail(person.email, 'verify-email');
  const token = new URL(linkOf(email)).pathname.split('/').at(-1);
  const verified = await api('/api/verify-email', { token });
  const answer = await verified.text();
  // A link that cannot be used is answered 200 with verified false (decision 215).
  if (verified.status !== 200 || !(JSON.parse(answer) as { verified?: boolean }).verified) throw new Error(`Verification failed: ${verified.status} ${answer}`);
  return person;
}

export async function newPage(browser: Browser, width = 1280): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'en-GB', timezoneId: 'Europe/London' });
  return { context, page: await context.newPage() };
}

/** Fills in the Register tab for this person, terms agreed; Create Account is left to the test. */
export async function fillRegistration(page: Page, person: Person): Promise<void> {
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('Phone number').fill(`${person.phone.slice(0, 5)} ${person.phone.slice(5)}`);
  await page.getByLabel('Email', { exact: true }).fill(person.email);
  await page.getByRole('textbox', { name: /^Username/ }).fill(person.username);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByLabel('Confirm password').fill(person.password);
  await page.getByRole('checkbox', { name: /^I agree to the Terms of Service/ }).check();
}

/** Fills in the Login tab and presses Sign in. */
export async function submitLogin(page: Page, identifier: string, password: string): Promise<void> {
  await page.getByLabel('Phone number, username, or email').fill(identifier);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Signs in through /auth and waits for the header's account menu. */
export async function signIn(page: Page, person: Person, path = '/auth'): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  await submitLogin(page, person.email, person.password);
  await accountMenu(page, person).waitFor();
}

export function accountMenu(page: Page, person: Pick<Person, 'username'>) {
  return page.getByRole('button', { name: `Account menu for ${person.username}` });
}

/** The toast on screen with this title (one at a time, spec section 9). */
export function toastTitled(page: Page, title: string) {
  return page.getByRole('region', { name: /Notifications/ }).getByRole('listitem').filter({ hasText: title });
}
