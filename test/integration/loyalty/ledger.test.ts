// The points ledger against DynamoDB Local: idempotent awards, a double claim, a double redemption
// and an overdraw race (each ends with 0 violations: one entry per cause, the balance equal to the
// sum of the entries and never below 0), staff adjustments, promotions, the member's view and the
// tier-change email.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../shared/api/manifest';
import { allEntries, getAccount } from '../../../functions/data/loyalty-ledger';
import { awardPoints, InsufficientPointsError, redeemPoints } from '../../../functions/loyalty/points-ledger';
import { settleBus, useLocalBus } from '../../support/bus';
import { invoke } from '../../support/invoke';
import { emailsTo, signedInUser, type SignedIn } from '../repairs/repair-helpers';

useLocalBus();

let admin: SignedIn;
const at = new Date();

/** Broken rules of the ledger: a cause written twice, a balance other than the entries' sum, a balance below 0. */
async function violations(userId: string): Promise<number> {
  const entries = await allEntries(userId);
  const account = await getAccount(userId);
  const balance = account?.balance ?? 0;
  const keys = entries.map((e) => e.key);
  let count = keys.length - new Set(keys).size;
  if (balance !== entries.reduce((sum, e) => sum + e.points, 0)) count++;
  if (balance < 0) count++;
  return count;
}

async function member(): Promise<string> {
  return (await signedInUser('customer')).user.id;
}

const award = (userId: string, key: string, points: number, when = at) =>
  awardPoints({ userId, key, points, source: { type: 'sale', id: key }, description: 'Test repair', at: when });
const redeem = (userId: string, key: string, points: number, when = at) =>
  redeemPoints({ userId, key, points, source: { type: 'reward', id: key }, description: 'Test reward', at: when });
const minutesAgo = (n: number) => new Date(at.getTime() - n * 60_000);

beforeAll(async () => {
  admin = await signedInUser('admin');
});

describe('the points ledger', () => {
  it('awards once per cause however often the cause is retried', async () => {
    const userId = await member();
    const first = await award(userId, 'sale:A', 120);
    const again = await award(userId, 'sale:A', 120);
    expect(first.written).toBe(true);
    expect(again.written).toBe(false);
    expect((await getAccount(userId))?.balance).toBe(120);
    expect(await violations(userId)).toBe(0);
  });

  it('double claim: ten simultaneous awards of one cause write one entry', async () => {
    const userId = await member();
    const results = await Promise.all(Array.from({ length: 10 }, () => award(userId, 'sale:double', 75)));
    expect(results.filter((r) => r.written)).toHaveLength(1);
    expect((await getAccount(userId))?.balance).toBe(75);
    expect(await violations(userId)).toBe(0);
  });

  it('double redemption: ten simultaneous redemptions of one cause take the points once', async () => {
    const userId = await member();
    await award(userId, 'sale:B', 100);
    const results = await Promise.all(Array.from({ length: 10 }, () => redeem(userId, 'reward:once', 60)));
    expect(results.filter((r) => r.written)).toHaveLength(1);
    expect((await getAccount(userId))?.balance).toBe(40);
    expect(await violations(userId)).toBe(0);
  });

  it('overdraw race: simultaneous redemptions never take more than the balance', async () => {
    const userId = await member();
    await award(userId, 'sale:C', 100);
    const outcomes = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => redeem(userId, `reward:race-${i}`, 30)));
    const won = outcomes.filter((o) => o.status === 'fulfilled');
    const refused = outcomes.filter((o) => o.status === 'rejected');
    expect(won).toHaveLength(3);
    for (const r of refused) expect((r as PromiseRejectedResult).reason).toBeInstanceOf(InsufficientPointsError);
    expect((await getAccount(userId))?.balance).toBe(10);
    expect(await violations(userId)).toBe(0);
  });

  it('refuses to redeem from a member with no points', async () => {
    const userId = await member();
    await expect(redeem(userId, 'reward:none', 1)).rejects.toBeInstanceOf(InsufficientPointsError);
    expect(await getAccount(userId)).toBeNull();
  });
});

describe('staff adjustments', () => {
  it('adds points with a reason, once per request key, and records who and why', async () => {
    const customer = await signedInUser('customer');
    const body = { points: 40, reason: 'Goodwill after a late repair', idempotencyKey: randomUUID() };
    const first = await invoke(routes.adjustLoyaltyPoints, { ...admin.as, params: { userId: customer.user.id }, body });
    const retry = await invoke(routes.adjustLoyaltyPoints, { ...admin.as, params: { userId: customer.user.id }, body });
    expect(first.status).toBe(200);
    expect(retry.status).toBe(200);
    expect(retry.body.member.balance).toBe(40);
    expect(retry.body.entries).toEqual([expect.objectContaining({ kind: 'adjusted', points: 40, reason: 'Goodwill after a late repair', by: { userId: admin.user.id, name: 'Ciara D.' } })]);
    expect(await violations(customer.user.id)).toBe(0);
  });

  it('refuses a taking below 0, a missing reason, an unknown member, and customers', async () => {
    const customer = await signedInUser('customer');
    const params = { userId: customer.user.id };
    const below = await invoke(routes.adjustLoyaltyPoints, { ...admin.as, params, body: { points: -5, reason: 'Mistake', idempotencyKey: randomUUID() } });
    expect(below.status).toBe(409);
    expect(below.body.message).toBe('The member has 0 points: that would take the balance below 0.');
    const noReason = await invoke(routes.adjustLoyaltyPoints, { ...admin.as, params, body: { points: 5, reason: ' ', idempotencyKey: randomUUID() } });
    expect(noReason.status).toBe(400);
    const unknown = await invoke(routes.adjustLoyaltyPoints, { ...admin.as, params: { userId: 'nobody' }, body: { points: 5, reason: 'x', idempotencyKey: randomUUID() } });
    expect(unknown.status).toBe(404);
    const asCustomer = await invoke(routes.adjustLoyaltyPoints, { ...customer.as, params, body: { points: 5, reason: 'x', idempotencyKey: randomUUID() } });
    expect(asCustomer.status).toBe(403);
    expect(await violations(customer.user.id)).toBe(0);
  });
});

describe('promotions', () => {
  it('creates, lists and removes a double-points promotion and a repair-type bonus', async () => {
    const double = await invoke(routes.createLoyaltyPromotion, { ...admin.as, body: { kind: 'multiplier', name: 'Double points week', multiplier: 2, startsOn: '2026-12-01', endsOn: '2026-12-07' } });
    expect(double.status).toBe(201);
    const bonus = await invoke(routes.createLoyaltyPromotion, { ...admin.as, body: { kind: 'repair-bonus', name: 'Console month', deviceType: 'console', bonusPoints: 25, startsOn: '2026-12-01', endsOn: '2026-12-31' } });
    expect(bonus.status).toBe(201);
    const listed = await invoke(routes.listLoyaltyPromotions, admin.as);
    expect(listed.body.promotions.map((p: { id: string }) => p.id)).toEqual(expect.arrayContaining([double.body.id, bonus.body.id]));
    expect((await invoke(routes.deleteLoyaltyPromotion, { ...admin.as, params: { promotionId: double.body.id } })).status).toBe(200);
    expect((await invoke(routes.deleteLoyaltyPromotion, { ...admin.as, params: { promotionId: double.body.id } })).status).toBe(404);
    expect((await invoke(routes.deleteLoyaltyPromotion, { ...admin.as, params: { promotionId: bonus.body.id } })).status).toBe(200);
  });

  it('refuses an end before the start and a multiplier of 1', async () => {
    const backwards = await invoke(routes.createLoyaltyPromotion, { ...admin.as, body: { kind: 'multiplier', name: 'Oops', multiplier: 2, startsOn: '2026-12-07', endsOn: '2026-12-01' } });
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(backwards.body)).toContain('The end date must not be before the start date');
    const one = await invoke(routes.createLoyaltyPromotion, { ...admin.as, body: { kind: 'multiplier', name: 'Oops', multiplier: 1, startsOn: '2026-12-01', endsOn: '2026-12-01' } });
    expect(one.status).toBe(400);
  });
});

describe('the member view and tiers', () => {
  it('shows balance, tier and progress, and emails the member when the tier goes up', async () => {
    const customer = await signedInUser('customer');
    const userId = customer.user.id;
    await award(userId, 'sale:small', 100, minutesAgo(3));
    let mine = await invoke(routes.getMyLoyalty, customer.as);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ balance: 100, tier: 'Bronze', qualifyingPoints: 100, nextTier: { name: 'Silver', threshold: 150, pointsNeeded: 50 } });
    await award(userId, 'sale:big', 320, minutesAgo(2));
    await redeem(userId, 'reward:spend', 200, minutesAgo(1));
    mine = await invoke(routes.getMyLoyalty, customer.as);
    // Redeeming spends the balance, never the tier progress.
    expect(mine.body).toMatchObject({ balance: 220, tier: 'Gold', qualifyingPoints: 420, nextTier: { name: 'Platinum', pointsNeeded: 380 } });
    expect(mine.body.history.map((e: { key: string }) => e.key)).toEqual(['reward:spend', 'sale:big', 'sale:small']);
    await settleBus();
    const emails = (await emailsTo(customer.user.email)).filter((e) => e.kind === 'loyalty-tier-changed');
    expect(emails.map((e) => e.subject)).toEqual(['You are now Gold at Device DRS']);
    expect((await invoke(routes.listLoyaltyMembers, admin.as)).body.members).toEqual(expect.arrayContaining([expect.objectContaining({ userId, balance: 220, tier: 'Gold' })]));
  });

  it('answers 401 to visitors', async () => {
    expect((await invoke(routes.getMyLoyalty)).status).toBe(401);
  });
});
