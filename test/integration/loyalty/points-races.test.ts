// Points under simultaneous requests (issue 27, decisions 235 and 236): staff adjustments sent ten at
// once with one key or ten, receipt claims ten at once, and ten till sales redeeming one balance at
// once. Each duplicate gets the original's answer, each loser a clear 409, never a 500; after each the
// ledger keeps its rules (one entry per cause, the balance the sum of the entries, never below 0).
import { randomInt, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../shared/api/manifest';
import { newCustomerItems } from '../../../functions/data/customers';
import { lastNumberOf } from '../../../functions/data/invoices';
import { allEntries, getAccount } from '../../../functions/data/loyalty-ledger';
import { transactWrite } from '../../../functions/data/transact';
import { awardPoints } from '../../../functions/loyalty/points-ledger';
import { newQrCode } from '../../../functions/repairs/qr-codes';
import { useLocalBus } from '../../support/bus';
import { takeDrawerTurn } from '../../support/drawer-turn';
import { missingInvoiceNumbers } from '../../support/gapless';
import { invoke, type InvokeResult } from '../../support/invoke';
import { moveJob, openWalkIn, signedInUser, type SignedIn } from '../repairs/repair-helpers';

const bus = useLocalBus();
takeDrawerTurn();

const N = 10;
let admin: SignedIn;
const times = <T>(n: number, make: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => make(i)));
const statuses = (results: InvokeResult[]) => results.map((r) => r.status).sort();
const messages = (results: InvokeResult[]) => JSON.stringify(results.map((r) => r.body.message));

/** Broken rules of the ledger: a cause written twice, a balance other than the entries' sum, a balance below 0. */
async function violations(userId: string): Promise<number> {
  const entries = await allEntries(userId);
  const balance = (await getAccount(userId))?.balance ?? 0;
  const keys = entries.map((e) => e.key);
  return keys.length - new Set(keys).size + (balance !== entries.reduce((sum, e) => sum + e.points, 0) ? 1 : 0) + (balance < 0 ? 1 : 0);
}

async function memberWith(points: number): Promise<SignedIn> {
  const member = await signedInUser('customer');
  if (points) await awardPoints({ userId: member.user.id, key: `test:${randomUUID()}`, kind: 'bonus', points, source: { type: 'adjustment', id: 'test' }, description: 'Test points', at: new Date() });
  return member;
}

const adjust = (userId: string, body: Record<string, unknown>) => invoke(routes.adjustLoyaltyPoints, { ...admin.as, params: { userId }, body });

beforeAll(async () => {
  admin = await signedInUser('admin');
  if (!(await invoke(routes.getCurrentDrawer, admin.as)).body.session) expect((await invoke(routes.openDrawer, { ...admin.as, body: { floatPence: 0 } })).status).toBe(201);
});

describe('staff adjustments sent at once', () => {
  it('answers ten identical adjustments (one key) with one entry', async () => {
    const member = await memberWith(0);
    const body = { points: 25, reason: 'Goodwill', idempotencyKey: randomUUID() };

    const results = await times(N, () => adjust(member.user.id, body));

    expect(results.map((r) => r.status), messages(results)).toEqual(Array(N).fill(200));
    expect((await getAccount(member.user.id))?.balance).toBe(25);
    expect(await allEntries(member.user.id)).toHaveLength(1);
    expect(await violations(member.user.id)).toBe(0);
  });

  it('answers an identical taking sent again after the balance was spent with the first answer, not a refusal', async () => {
    const member = await memberWith(30);
    const body = { points: -30, reason: 'Entered twice', idempotencyKey: randomUUID() };
    expect((await adjust(member.user.id, body)).status).toBe(200);

    const again = await adjust(member.user.id, body);

    expect(again.status).toBe(200);
    expect(again.body.member.balance).toBe(0);
    expect(await violations(member.user.id)).toBe(0);
  });

  it('lets ten distinct takings at once take only what the balance covers; the rest get a clear 409', async () => {
    const member = await memberWith(100);

    const results = await times(N, (i) => adjust(member.user.id, { points: -30, reason: `Correction ${i}`, idempotencyKey: randomUUID() }));

    expect(statuses(results), messages(results)).toEqual([...Array(3).fill(200), ...Array(N - 3).fill(409)]);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.message).toMatch(/^The member has (10|40|70|100) points: that would take the balance below 0\.$/);
    expect((await getAccount(member.user.id))?.balance).toBe(10);
    expect(await violations(member.user.id)).toBe(0);
  });

  it('adds ten distinct additions at once, each once', async () => {
    const member = await memberWith(0);

    const results = await times(N, (i) => adjust(member.user.id, { points: i + 1, reason: `Goodwill ${i}`, idempotencyKey: randomUUID() }));

    expect(results.map((r) => r.status), messages(results)).toEqual(Array(N).fill(200));
    expect((await getAccount(member.user.id))?.balance).toBe((N * (N + 1)) / 2);
    expect(await violations(member.user.id)).toBe(0);
  });
});

describe('points at the till and from receipts, at once', () => {
  async function readyJob(unitPence: number): Promise<string> {
    const job = await openWalkIn(admin);
    expect((await invoke(routes.addJobLine, { ...admin.as, params: { qrCode: job.qrCode }, body: { kind: 'part', description: 'Screen', quantity: 1, unitPence } })).status).toBe(200);
    for (const status of ['In repair', 'Quality check', 'Ready for collection']) expect((await moveJob(admin, job.qrCode, status)).status).toBe(200);
    return job.qrCode;
  }

  it('gives a walk-in receipt\'s points once: ten claims by one member all answer the claim, ten by different members one wins', async () => {
    const sold = await invoke(routes.createSale, { ...admin.as, body: { idempotencyKey: randomUUID(), lines: [{ kind: 'repair', jobQr: await readyJob(6000) }], payments: [{ method: 'cash', amountPence: 6000 }] } });
    expect(sold.status).toBe(201);
    await bus.drain();
    const member = await memberWith(0);

    const same = await times(N, () => invoke(routes.claimReceiptPoints, { ...member.as, body: { code: sold.body.receiptCode } }));

    expect(same.map((r) => r.status), messages(same)).toEqual(Array(N).fill(200));
    for (const r of same) expect(r.body.points).toBe(60);
    expect((await getAccount(member.user.id))?.balance).toBe(60);
    expect(await violations(member.user.id)).toBe(0);

    const other = await invoke(routes.createSale, { ...admin.as, body: { idempotencyKey: randomUUID(), lines: [{ kind: 'repair', jobQr: await readyJob(4000) }], payments: [{ method: 'cash', amountPence: 4000 }] } });
    const members = await times(N, () => memberWith(0));
    const claims = await times(N, (i) => invoke(routes.claimReceiptPoints, { ...members[i]!.as, body: { code: other.body.receiptCode } }));
    expect(statuses(claims), messages(claims)).toEqual([200, ...Array(N - 1).fill(409)]);
    for (const r of claims.filter((x) => x.status === 409)) expect(r.body.message).toBe("This receipt's points have already been claimed.");
    const balances = await Promise.all(members.map(async (m) => (await getAccount(m.user.id))?.balance ?? 0));
    expect(balances.reduce((a, b) => a + b, 0)).toBe(40);
  });

  it('redeems one balance in ten sales at once only as often as it covers; the others are refused and invoice nothing', async () => {
    const member = await memberWith(250);
    const customerQr = newQrCode();
    await transactWrite(newCustomerItems({ qrCode: customerQr, firstName: 'Aoife', lastName: 'Byrne', phone: `07${randomInt(100_000_000, 1_000_000_000)}`, userId: member.user.id, createdAt: new Date().toISOString() }));
    const reward = await invoke(routes.createReward, { ...admin.as, body: { name: `£5 off (race ${randomUUID().slice(0, 8)})`, pointsCost: 100, valuePence: 500, appliesTo: 'any', active: true } });
    expect(reward.status).toBe(201);
    const invoicesBefore = await lastNumberOf('invoice');

    const results = await times(N, () =>
      invoke(routes.createSale, {
        ...admin.as,
        body: { idempotencyKey: randomUUID(), customerQr, rewardId: reward.body.id, lines: [{ kind: 'custom', description: 'Case', quantity: 1, unitPence: 1500 }], payments: [{ method: 'cash', amountPence: 1000 }] },
      }),
    );

    expect(statuses(results), messages(results)).toEqual([201, 201, ...Array(N - 2).fill(409)]);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.message).toBe('Not enough points for that.');
    expect((await getAccount(member.user.id))?.balance).toBe(50);
    expect(await violations(member.user.id)).toBe(0);
    expect((await lastNumberOf('invoice')) - invoicesBefore).toBeGreaterThanOrEqual(2);
    expect(await missingInvoiceNumbers()).toEqual([]);
  });
});
