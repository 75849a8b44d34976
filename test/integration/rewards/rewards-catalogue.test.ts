// The rewards catalogue against DynamoDB Local: staff add, edit and remove rewards; members see only
// the active ones; bad terms are a 400 with the field's message; customers cannot change it.
import { beforeAll, describe, expect, it } from 'vitest';
import { rewardRoutes } from '../../../shared/api/routes/rewards';
import { invoke } from '../../support/invoke';
import { signedInAdmin, signedInCustomer, type SignedIn } from '../bookings/booking-helpers';

let admin: SignedIn;
let customer: SignedIn;
beforeAll(async () => {
  [admin, customer] = await Promise.all([signedInAdmin(), signedInCustomer()]);
});

const terms = (overrides: object = {}) => ({ name: `£5 off a repair ${Math.random()}`, pointsCost: 100, valuePence: 500, appliesTo: 'repair', active: true, ...overrides });

describe('rewards catalogue', () => {
  it('staff add, edit and remove a reward; members see it while it is active', async () => {
    const created = await invoke(rewardRoutes.createReward, { body: terms(), ...admin.cookies });
    const rewardId = created.body.id;
    const listedForMembers = await invoke(rewardRoutes.listActiveRewards);
    const updated = await invoke(rewardRoutes.updateReward, { params: { rewardId }, body: terms({ name: 'Ten pounds off', valuePence: 1000, pointsCost: 200, active: false }), ...admin.cookies });
    const hiddenFromMembers = await invoke(rewardRoutes.listActiveRewards);
    const listedForStaff = await invoke(rewardRoutes.listRewards, admin.cookies);
    const removed = await invoke(rewardRoutes.deleteReward, { params: { rewardId }, ...admin.cookies });
    const removedAgain = await invoke(rewardRoutes.deleteReward, { params: { rewardId }, ...admin.cookies });

    expect(created).toMatchObject({ status: 201, body: { pointsCost: 100, valuePence: 500, appliesTo: 'repair', active: true } });
    expect(listedForMembers.body.rewards.map((r: { id: string }) => r.id)).toContain(rewardId);
    expect(updated.body).toMatchObject({ name: 'Ten pounds off', valuePence: 1000, pointsCost: 200, active: false, createdAt: created.body.createdAt });
    expect(hiddenFromMembers.body.rewards.map((r: { id: string }) => r.id)).not.toContain(rewardId);
    expect(listedForStaff.body.rewards.find((r: { id: string }) => r.id === rewardId)).toMatchObject({ active: false });
    expect(removed.body).toEqual({ ok: true });
    expect(removedAgain.status).toBe(404);
  });

  it('refuses bad terms with the field’s message, and an unknown reward is 404', async () => {
    const results = await Promise.all([
      invoke(rewardRoutes.createReward, { body: terms({ pointsCost: 0 }), ...admin.cookies }),
      invoke(rewardRoutes.createReward, { body: terms({ valuePence: 2.5 }), ...admin.cookies }),
      invoke(rewardRoutes.createReward, { body: terms({ valuePence: 10_001 }), ...admin.cookies }),
      invoke(rewardRoutes.createReward, { body: terms({ appliesTo: 'anything' }), ...admin.cookies }),
      invoke(rewardRoutes.createReward, { body: terms({ name: '  ' }), ...admin.cookies }),
    ]);
    const unknown = await invoke(rewardRoutes.updateReward, { params: { rewardId: '01HZZZZZZZZZZZZZZZZZZZZZZZ' }, body: terms(), ...admin.cookies });

    expect(results.map((r) => r.status)).toEqual([400, 400, 400, 400, 400]);
    expect(results[0]!.body.errors.pointsCost).toEqual(['Points cost must be at least 1']);
    expect(results[1]!.body.errors.valuePence).toEqual(['Value must be a whole number of pence']);
    expect(results[2]!.body.errors.valuePence).toEqual(['Value must be at most £100.00']);
    expect(results[3]!.body.errors.appliesTo).toEqual(['Choose what the reward applies to']);
    expect(results[4]!.body.errors.name).toEqual(['Name is required']);
    expect(unknown.status).toBe(404);
  });

  it('customers cannot change the catalogue or see inactive rewards', async () => {
    const write = await invoke(rewardRoutes.createReward, { body: terms(), ...customer.cookies });
    const list = await invoke(rewardRoutes.listRewards, customer.cookies);

    expect(write).toMatchObject({ status: 403, body: { message: 'Admin access required' } });
    expect(list.status).toBe(403);
  });
});
