// Helpers shared by the accounts integration tests: unique people, the local outbox, and the steps
// (register, verify, sign in) most tests start from, all through the real handlers.
import { randomInt } from 'node:crypto';
import { routes } from '../../../shared/api/manifest';
import { cookieFrom, invoke } from '../../support/invoke';
import { readOutbox as readOutboxDir, type OutboxEmail } from '../../../functions/mail/outbox-transport';
import { readSmsOutbox } from '../../../functions/sms/outbox-sms-transport';

export const PASSWORD = 'Harbour&Lights9';
export const SESSION_COOKIE = 'drs_session';

export interface Person {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  username: string;
  password: string;
  address?: string;
}

/** A person no other test uses: unique email, mobile number and username. */
export function newPerson(overrides: Partial<Person> = {}): Person {
  const n = randomInt(100_000_000, 1_000_000_000);
  return {
    firstName: 'Siobhán',
    lastName: "O'Neill",
    email: `person${n}@example.com`,
    phone: `07${n}`,
    username: `person_${n}`,
    password: PASSWORD,
    ...overrides,
  };
}

/** Request options that send a session cookie. */
export function withSession(token: string) {
  return { cookies: { [SESSION_COOKIE]: token } };
}

export async function readOutbox(): Promise<OutboxEmail[]> {
  return readOutboxDir(process.env.OUTBOX_DIR!);
}

/** The emails to one address (of one kind), oldest first: only their files are read. */
export async function emailsTo(to: string, kind?: string): Promise<OutboxEmail[]> {
  return (await readOutboxDir(process.env.OUTBOX_DIR!, { to })).filter((e) => !kind || e.kind === kind);
}

/** The newest email of a kind to an address; fails the test when there is none. */
export async function lastEmailTo(to: string, kind: string): Promise<OutboxEmail> {
  const found = await emailsTo(to, kind);
  const last = found.at(-1);
  if (!last) throw new Error(`No ${kind} email to ${to} in the outbox`);
  return last;
}

/** The token at the end of /verify-email/{token} or /reset-password/{token}. */
export function tokenFromLink(link: string): string {
  return new URL(link).pathname.split('/').at(-1)!;
}

/** A client address of its own for each registration: one address may register only 10 an hour. */
export function registrationAddress(): string {
  return `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

export async function register(person: Person, extra: Record<string, unknown> = {}, sourceIp = registrationAddress()) {
  const { password, ...details } = person;
  return invoke(routes.register, { body: { ...details, password, ...extra }, sourceIp });
}

/** The newest phone-verification code texted to a mobile number (07...); the bus must be drained first. */
export async function lastCodeTextedTo(phone: string): Promise<string> {
  const text = (await readSmsOutbox(process.env.OUTBOX_DIR!)).filter((s) => s.to === `+44${phone.slice(1)}` && s.kind === 'phone-verification').at(-1);
  if (!text) throw new Error(`No phone-verification text to ${phone} in the outbox`);
  return /\b(\d{6})\b/.exec(text.text)![1]!;
}

/** The phone step after registering (decision 052): asks for the code with the ticket and confirms it. */
export async function provePhoneWithTicket(ticket: string, phone: string, drain: () => Promise<void>, sourceIp = registrationAddress()) {
  const sent = await invoke(routes.sendRegistrationPhoneCode, { body: { ticket }, sourceIp });
  if (sent.status !== 200) return sent;
  await drain();
  return invoke(routes.confirmRegistrationPhoneCode, { body: { ticket, code: await lastCodeTextedTo(phone) }, sourceIp });
}

/**
 * Registers through the API, proves the phone with the texted code (so it signs in too) and clicks
 * the emailed link; `{ provePhone: false }` leaves the phone unproven.
 */
export async function registerVerified(person: Person, drain: () => Promise<void>, { provePhone = true } = {}): Promise<void> {
  const sourceIp = registrationAddress();
  const registered = await register(person, {}, sourceIp);
  if (registered.status !== 201) throw new Error(`Registration failed: ${JSON.stringify(registered.body)}`);
  if (provePhone) {
    const proved = await provePhoneWithTicket(registered.body.phoneTicket, registered.body.phone, drain, sourceIp);
    if (proved.status !== 200) throw new Error(`Phone proof failed: ${JSON.stringify(proved.body)}`);
  }
  await drain();
  const email = await lastEmailTo(person.email, 'verify-email');
  const verified = await invoke(routes.verifyEmail, { body: { token: tokenFromLink(email.links[0]!) } });
  if (verified.status !== 200 || !verified.body.verified) throw new Error(`Verification failed: ${JSON.stringify(verified.body)}`);
}

export async function logIn(username: string, password = PASSWORD, sourceIp?: string) {
  return invoke(routes.logIn, { body: { username, password }, ...(sourceIp ? { sourceIp } : {}) });
}

/** Signs in and returns the session token from the cookie. */
export async function sessionFor(person: Person): Promise<string> {
  const result = await logIn(person.email, person.password);
  const token = cookieFrom(result, SESSION_COOKIE);
  if (result.status !== 200 || !token) throw new Error(`Sign-in failed: ${result.status} ${JSON.stringify(result.body)}`);
  return token;
}
