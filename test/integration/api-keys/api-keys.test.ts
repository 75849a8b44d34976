// API keys (issue 31, decisions 274-275): the owner makes a key, a tool calls the admin API with
// `Authorization: Bearer <secret>`, only where the key's permissions allow, never on account routes,
// held to 120 calls a minute, audited under the key's name; revoked or expired, it is refused at once.
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashApiKeySecret, newApiKeySecret } from '../../../functions/api-keys/secret';
import { putApiKey } from '../../../functions/data/api-keys';
import { CSRF_HEADER } from '../../../shared/api/csrf';
import { routes } from '../../../shared/api/manifest';
import { API_KEY_CALLS_PER_MINUTE, DEFAULT_KEY_PERMISSIONS } from '../../../shared/staff/api-key-permissions';
import { useLocalBus } from '../../support/bus';
import { invoke } from '../../support/invoke';
import { readLog } from '../audit/audit-helpers';
import { openWalkIn, signedInUser, type SignedIn } from '../repairs/repair-helpers';
import { stockedProduct } from '../shop/shop-helpers';

let bus: ReturnType<typeof useLocalBus>;
let owner: SignedIn;

beforeAll(async () => {
  bus = useLocalBus();
  owner = await signedInUser('admin');
});

const inAMonth = () => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

async function makeKey(body: Record<string, unknown> = {}): Promise<{ id: string; secret: string; body: any }> {
  const result = await invoke(routes.createApiKey, { ...owner.as, body: { name: `Spreadsheet ${ulid()}`, expiresOn: inAMonth(), ...body } });
  if (result.status !== 201) throw new Error(`Key not made: ${result.status} ${JSON.stringify(result.body)}`);
  return { id: result.body.key.id, secret: result.body.secret, body: result.body };
}

/** A key call: the bearer header and no cookie, no CSRF header. */
const withKey = (secret: string) => ({ headers: { authorization: `Bearer ${secret}`, [CSRF_HEADER]: '' } });

describe('a read-only jobs key', () => {
  it('lists jobs, without the CSRF header or a cookie', async () => {
    const key = await makeKey({ permissions: ['jobs.view'] });
    const result = await invoke(routes.listJobs, withKey(key.secret));
    expect(result.status).toBe(200);
    expect(Array.isArray(result.body.jobs)).toBe(true);
  });

  it('is refused a refund (403) and an account route', async () => {
    const key = await makeKey({ permissions: ['jobs.view'] });
    const refund = await invoke(routes.refundShopOrder, { ...withKey(key.secret), params: { id: 'not-there' }, body: {} });
    expect(refund.status).toBe(403);
    expect(refund.body.message).toBe('This API key does not allow refunds.');
    const account = await invoke(routes.listSessions, withKey(key.secret));
    expect(account.status).toBe(403);
    expect(account.body.message).toBe('API keys are accepted only on the admin API');
  });

  it('is refused the staff and key management routes whatever it was given', async () => {
    const key = await makeKey({ permissions: ['jobs.view'] });
    const keys = await invoke(routes.listApiKeys, withKey(key.secret));
    expect(keys.status).toBe(403);
    const made = await invoke(routes.createApiKey, { ...owner.as, body: { name: 'Stronger', expiresOn: inAMonth(), permissions: ['staff.manage'] } });
    expect(made.status).toBe(400);
    expect(made.body.message).toBe('An API key cannot hold staff.manage');
  });
});

it('gives a new key the read-only permissions when none are chosen', async () => {
  const key = await makeKey();
  expect(key.body.key.permissions).toEqual(DEFAULT_KEY_PERMISSIONS);
  expect(key.body.key.status).toBe('active');
});

it('makes a write with a key without the CSRF header, and answers cookies with the key alone', async () => {
  const key = await makeKey({ permissions: ['customers.edit'] });
  const result = await invoke(routes.createCustomer, {
    ...withKey(key.secret),
    cookies: owner.as.cookies,
    body: { firstName: 'Orla', lastName: 'Keenan', phone: `07${Math.floor(100_000_000 + Math.random() * 899_999_999)}`, email: `orla.${ulid().toLowerCase()}@example.com` },
  });
  expect(result.status).toBe(201);
  // The owner's cookie does not lend the key the owner's permissions.
  const jobs = await invoke(routes.listJobs, { ...withKey(key.secret), cookies: owner.as.cookies });
  expect(jobs.status).toBe(403);
});

it('refuses a revoked key from its next call', async () => {
  const key = await makeKey({ permissions: ['jobs.view'] });
  expect((await invoke(routes.listJobs, withKey(key.secret))).status).toBe(200);
  const revoked = await invoke(routes.revokeApiKey, { ...owner.as, params: { keyId: key.id } });
  expect(revoked.status).toBe(200);
  expect(revoked.body.status).toBe('revoked');
  const after = await invoke(routes.listJobs, withKey(key.secret));
  expect(after.status).toBe(401);
  expect(after.body.message).toBe('This API key has been revoked');
});

it('refuses an expired key', async () => {
  const keyId = ulid();
  const secret = newApiKeySecret(keyId);
  const yesterday = new Date(Date.now() - 86_400_000);
  await putApiKey({
    keyId,
    name: 'Old export',
    permissions: ['jobs.view'],
    secretHash: hashApiKeySecret(secret),
    createdAt: new Date(Date.now() - 40 * 86_400_000).toISOString(),
    createdBy: owner.user.id,
    createdByName: owner.user.username,
    validUntil: yesterday.toISOString(),
  });
  const result = await invoke(routes.listJobs, withKey(secret));
  expect(result.status).toBe(401);
  expect(result.body.message).toBe('This API key has expired');
});

it('refuses an unknown or altered secret', async () => {
  const key = await makeKey({ permissions: ['jobs.view'] });
  const altered = `${key.secret.slice(0, -1)}${key.secret.endsWith('A') ? 'B' : 'A'}`;
  expect((await invoke(routes.listJobs, withKey(altered))).status).toBe(401);
  expect((await invoke(routes.listJobs, { headers: { authorization: 'Bearer not-a-key' } })).status).toBe(401);
  // Another scheme is no key call: the session cookie still answers.
  expect((await invoke(routes.listJobs, { ...owner.as, headers: { authorization: 'Basic c3RhZ2luZzpzaG9w' } })).status).toBe(200);
});

it('answers the 121st call of a minute with 429 and Retry-After', async () => {
  const key = await makeKey({ permissions: ['jobs.view'] });
  for (let call = 1; call <= API_KEY_CALLS_PER_MINUTE; call++) {
    const result = await invoke(routes.listJobs, withKey(key.secret));
    if (result.status !== 200) throw new Error(`Call ${call}: ${result.status}`);
  }
  const over = await invoke(routes.listJobs, withKey(key.secret));
  expect(over.status).toBe(429);
  const retryAfter = Number(over.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  // Another key has its own minute.
  const other = await makeKey({ permissions: ['jobs.view'] });
  expect((await invoke(routes.listJobs, withKey(other.secret))).status).toBe(200);
}, 60_000);

it('never shows a secret again, nor its hash', async () => {
  const key = await makeKey({ permissions: ['jobs.view'] });
  expect(key.secret).toMatch(new RegExp(`^drs_${key.id}_[A-Za-z0-9_-]{43}$`));
  const list = await invoke(routes.listApiKeys, owner.as);
  expect(list.status).toBe(200);
  const listed = list.body.keys.find((k: { id: string }) => k.id === key.id);
  expect(listed).toMatchObject({ id: key.id, prefix: `drs_${key.id}_`, permissions: ['jobs.view'], status: 'active' });
  const text = JSON.stringify(list.body);
  expect(text).not.toContain(key.secret);
  expect(text).not.toContain(hashApiKeySecret(key.secret));
  const revoked = await invoke(routes.revokeApiKey, { ...owner.as, params: { keyId: key.id } });
  expect(JSON.stringify(revoked.body)).not.toContain(key.secret.slice(32));
});

it('audits every call made with a key under its name, answered or refused', async () => {
  const key = await makeKey({ name: `Zapier ${ulid()}`, permissions: ['jobs.view'] });
  await invoke(routes.listJobs, withKey(key.secret));
  await invoke(routes.refundSale, { ...withKey(key.secret), params: { saleId: 'not-there' }, body: {} });
  await bus.drain();
  const entries = (await readLog(owner.token, { action: 'api_call' })).filter((entry) => entry.details.includes(key.id));
  expect(entries.map((entry) => [entry.username, entry.request?.route, entry.request?.status]).sort()).toEqual([
    [`API key: ${key.body.key.name}`, 'ListJobs', 200],
    [`API key: ${key.body.key.name}`, 'RefundSale', 403],
  ]);
});

it('is for the owner only: a manager cannot make or list keys', async () => {
  const manager = await signedInUser('admin', { staffRole: 'manager' });
  expect((await invoke(routes.listApiKeys, manager.as)).status).toBe(403);
});

it('rejects an expiry that is today or more than a year away', async () => {
  const today = new Date().toISOString().slice(0, 10);
  const later = new Date(Date.now() + 400 * 86_400_000).toISOString().slice(0, 10);
  for (const expiresOn of [today, later]) {
    const result = await invoke(routes.createApiKey, { ...owner.as, body: { name: 'Too long', expiresOn } });
    expect(result.status).toBe(400);
    expect(result.body.message).toBe('The expiry must be after today and at most a year away');
  }
});

it('answers cost prices only to a key that holds the cost prices permission', async () => {
  const product = await stockedProduct(1, { costPence: 1250 });
  const without = await makeKey({ permissions: ['inventory.view'] });
  const withCosts = await makeKey({ permissions: ['inventory.view', 'inventory.costs'] });
  const read = (secret: string) => invoke(routes.getInventoryItem, { ...withKey(secret), params: { id: product.id } });
  const hidden = await read(without.secret);
  expect(hidden.status).toBe(200);
  expect(JSON.stringify(hidden.body)).not.toContain('costPence');
  expect(JSON.stringify((await read(withCosts.secret)).body)).toContain('"costPence":1250');
});

it("names the key on a job's record for what it did", async () => {
  const job = await openWalkIn(owner);
  const key = await makeKey({ name: `Parts portal ${ulid()}`, permissions: ['jobs.view', 'jobs.edit'] });
  const noted = await invoke(routes.addJobNote, { ...withKey(key.secret), params: { qrCode: job.qrCode }, body: { text: 'Screen ordered from the supplier', visibility: 'internal' } });
  expect(noted.status).toBe(200);
  expect(JSON.stringify(noted.body)).toContain(`API key: ${key.body.key.name}`);
});
