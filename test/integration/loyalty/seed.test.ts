// The demo loyalty members: seeded through the ledger, once however often the seed runs.
import { describe, expect, it } from 'vitest';
import { allEntries, getAccount } from '../../../functions/data/loyalty-ledger';
import { findUserIdBy } from '../../../functions/data/users';
import { tierProgress } from '../../../functions/loyalty/tier-progress';
import { seedLoyaltyMembers } from '../../../scripts/local/seed-loyalty';

describe('seeded loyalty members', () => {
  it('get their points once, a Gold and a Bronze member among them', async () => {
    await seedLoyaltyMembers();
    await seedLoyaltyMembers();
    const gold = (await findUserIdBy('username', 'loyalty_ciaran'))!;
    const bronze = (await findUserIdBy('username', 'loyalty_niamh'))!;
    expect((await getAccount(gold))?.balance).toBe(438);
    expect(await allEntries(gold)).toHaveLength(2);
    expect((await tierProgress(gold, new Date())).tier).toBe('Gold');
    expect((await tierProgress(bronze, new Date())).tier).toBe('Bronze');
  });
});
