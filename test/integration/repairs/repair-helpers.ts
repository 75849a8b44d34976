// Helpers for the repairs integration tests: people with sessions (made directly, so no test pays for
// argon2 sign-ins it is not about), jobs opened through the real intake endpoint, and a counter of
// the DynamoDB requests a handler makes.
import { INTAKE_EXAMPLE } from '../../../shared/api/route-examples';
import { settleBus } from '../../support/bus';
import { randomInt } from 'node:crypto';
import { vi } from 'vitest';
import { routes } from '../../../shared/api/manifest';
import type { DeviceInput } from '../../../shared/schemas/repairs/device';
import { db } from '../../../functions/data/client';
import { sessionAttributesFor } from '../../../functions/data/admin-security';
import { createSession } from '../../../functions/data/sessions';
import { createUser, type UserRecord } from '../../../functions/data/users';
import { readOutbox } from '../../../functions/mail/outbox-transport';
import { invoke, type InvokeOptions, type InvokeResult } from '../../support/invoke';

export const SESSION_COOKIE = 'drs_session';

/** A valid IMEI (Luhn check digit) no other test uses. */
export function newImei(): string {
  const body = String(randomInt(10_000_000, 99_999_999)) + String(randomInt(100_000, 999_999));
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    let d = Number(body[13 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return body + String((10 - (sum % 10)) % 10);
}

export interface SignedIn {
  user: UserRecord;
  token: string;
  /** Invoke options sending this user's session cookie. */
  as: { cookies: Record<string, string> };
}

export function uniqueContact() {
  const n = randomInt(100_000_000, 1_000_000_000);
  return { email: `repairs${n}@example.com`, phone: `07${n}`, username: `repairs_${n}` };
}

export async function signedInUser(role: 'admin' | 'customer', overrides: Partial<UserRecord> = {}): Promise<SignedIn> {
  const contact = uniqueContact();
  const user = await createUser({
    firstName: role === 'admin' ? 'Ciara' : 'Siobhán',
    lastName: role === 'admin' ? 'Doherty' : 'McAllister',
    ...contact,
    passwordHash: 'not-used-by-these-tests',
    role,
    emailVerified: true,
    ...overrides,
  });
  const { token } = await createSession({ userId: user.id, role, attributes: await sessionAttributesFor(user) }, new Date());
  return { user, token, as: { cookies: { [SESSION_COOKIE]: token } } };
}

export function phoneDevice(overrides: Partial<DeviceInput> = {}): DeviceInput {
  return { make: 'Apple', model: 'iPhone 13', type: 'phone', colour: 'Midnight', imei: newImei(), ...overrides };
}

/** The intake checklist the repair tests open jobs with: the API document's example (shared/api/route-examples.ts). */
export const INTAKE = INTAKE_EXAMPLE;

export async function createCustomerRecord(admin: SignedIn, overrides: Record<string, unknown> = {}): Promise<InvokeResult> {
  const contact = uniqueContact();
  return invoke(routes.createCustomer, {
    ...admin.as,
    body: { firstName: 'Pádraig', lastName: 'Ó Briain', phone: contact.phone, email: contact.email, ...overrides },
  });
}

/** Opens a walk-in job through POST /api/admin/jobs; fails the test when it is refused. */
export async function openWalkIn(admin: SignedIn, body: Record<string, unknown> = {}): Promise<any> {
  const result = await invoke(routes.openJob, { ...admin.as, body: { device: phoneDevice(), fault: 'Screen cracked, touch works', intake: INTAKE, ...body } });
  if (result.status !== 201) throw new Error(`Intake failed: ${result.status} ${JSON.stringify(result.body)}`);
  return result.body;
}

export async function moveJob(admin: SignedIn, qrCode: string, status: string, message?: string): Promise<InvokeResult> {
  // Ready for collection needs the whole quality checklist checked (issue 18).
  if (status === 'Ready for collection') await passQualityCheck(admin, qrCode);
  return invoke(routes.changeJobStatus, { ...admin.as, params: { qrCode }, body: { status, ...(message ? { message } : {}) } });
}

/** Marks every item of the quality checklist of a job at Quality check as passed. */
export async function passQualityCheck(admin: SignedIn, qrCode: string): Promise<void> {
  const job = await invoke(routes.getJob, { ...admin.as, params: { qrCode } });
  // Only a job at Quality check is checked; from elsewhere the move is refused as before.
  if (job.body.status !== 'Quality check') return;
  const results = Object.fromEntries((job.body.checklist as { id: string }[]).map((i) => [i.id, 'pass']));
  const saved = await invoke(routes.saveJobChecklist, { ...admin.as, params: { qrCode, stage: 'quality' }, body: { results } });
  if (saved.status !== 200) throw new Error(`Quality checklist not saved: ${JSON.stringify(saved.body)}`);
}

/** Runs `action` and returns how many requests went to DynamoDB meanwhile, with the key of each. */
export async function countDynamoRequests<T>(action: () => Promise<T>): Promise<{ result: T; count: number; requests: string[] }> {
  // Consumers still delivering earlier events (emails, texts, audit) would be counted too.
  await settleBus();
  const spy = vi.spyOn(db, 'send');
  try {
    const result = await action();
    const requests = spy.mock.calls.map(([command]) => {
      const input = (command as { input: Record<string, any> }).input;
      return `${command.constructor.name} ${JSON.stringify(input.Key ?? input.ExpressionAttributeValues?.[':pk'] ?? '')}`;
    });
    return { result, count: spy.mock.calls.length, requests };
  } finally {
    spy.mockRestore();
  }
}

/**
 * A job's emails to an address in the order of the changes that asked for them. Their ids end with
 * the timeline entry's ULID; the bus, like EventBridge, does not promise to deliver in order.
 */
export async function emailsTo(to: string) {
  return (await readOutbox(process.env.OUTBOX_DIR!, { to })).sort((a, b) => a.id.localeCompare(b.id));
}

export function withAs(user: SignedIn, options: InvokeOptions = {}): InvokeOptions {
  return { ...user.as, ...options };
}
