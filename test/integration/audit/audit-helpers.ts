// Helpers for the audit trail's integration tests: admins and customers made straight through the
// user repository (as scripts/local/seed.ts makes the shop's admin), signed in through the real
// handler, and the activity log read back through its admin endpoint.
import { randomInt } from 'node:crypto';
import { createUser } from '../../../functions/data/users';
import { hashPassword } from '../../../functions/lib/passwords';
import { routes } from '../../../shared/api/manifest';
import type { Role } from '../../../shared/schemas/user';
import type { AuditEntry } from '../../../shared/schemas/audit-entry';
import { cookieFrom, invoke, type InvokeOptions } from '../../support/invoke';

export const PASSWORD = 'Harbour&Lights9';
export const SESSION_COOKIE = 'drs_session';

let passwordHash: Promise<string> | null = null;

export interface TestAccount {
  id: string;
  username: string;
  email: string;
  role: Role;
}

/** A verified account no other test uses, with PASSWORD as its password. */
export async function createAccount(role: Role): Promise<TestAccount> {
  const n = randomInt(100_000_000, 1_000_000_000);
  passwordHash ??= hashPassword(PASSWORD);
  const user = await createUser({
    firstName: role === 'admin' ? 'Ciarán' : 'Aoife',
    lastName: 'Test',
    email: `${role}${n}@example.com`,
    phone: `07${n}`,
    username: `${role}_${n}`,
    passwordHash: await passwordHash,
    role,
    emailVerified: true,
  });
  return { id: user.id, username: user.username, email: user.email, role };
}

export function withSession(token: string): Pick<InvokeOptions, 'cookies'> {
  return { cookies: { [SESSION_COOKIE]: token } };
}

/** Signs in through POST /api/login and returns the session token. */
export async function signIn(account: TestAccount, options: InvokeOptions = {}): Promise<string> {
  const result = await invoke(routes.logIn, { ...options, body: { username: account.username, password: PASSWORD } });
  const token = cookieFrom(result, SESSION_COOKIE);
  if (result.status !== 200 || !token) throw new Error(`Sign-in failed: ${result.status} ${JSON.stringify(result.body)}`);
  return token;
}

/** A signed-in admin who reads the log in the tests. */
export async function signedInAdmin(): Promise<{ account: TestAccount; token: string }> {
  const account = await createAccount('admin');
  return { account, token: await signIn(account) };
}

/** Every entry of the activity log the filter selects, following the cursor to the end. */
export async function readLog(adminToken: string, query: Record<string, string> = {}): Promise<AuditEntry[]> {
  const entries: AuditEntry[] = [];
  let cursor: string | undefined;
  do {
    const result = await invoke(routes.listActivityLog, { ...withSession(adminToken), query: { ...query, ...(cursor ? { cursor } : {}) } });
    if (result.status !== 200) throw new Error(`Activity log: ${result.status} ${JSON.stringify(result.body)}`);
    entries.push(...result.body.entries);
    cursor = result.body.nextCursor;
  } while (cursor);
  return entries;
}
