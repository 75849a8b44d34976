// The shop always keeps an owner who can sign in: the only owner not suspended cannot be demoted,
// made a customer or suspended (decision 257). Integration files share one table full of other files'
// owners, so this file's shop is the members it made: the staff list is narrowed to them.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../shared/api/manifest';
import { LAST_OWNER_MESSAGE } from '../../../functions/staff/members';
import { useLocalBus } from '../../support/bus';
import { invoke } from '../../support/invoke';
import { PASSWORD, withSession } from '../accounts/account-helpers';
import { signedInAdmin } from '../admin-security/admin-helpers';

const ours = new Set<string>();
vi.mock('../../../functions/data/staff-members', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../functions/data/staff-members')>();
  return { ...original, listStaffMembers: async () => (await original.listStaffMembers()).filter((member) => ours.has(member.userId)) };
});

beforeAll(() => void useLocalBus());

async function member() {
  const admin = await signedInAdmin();
  ours.add(admin.userId);
  return admin;
}

describe('the last owner', () => {
  it('cannot be demoted, made a customer or suspended while no other owner can sign in', async () => {
    const only = await member();
    const suspendedOwner = await member();
    // The caller stands for a member whose role allows staff.manage without being an owner (custom
    // roles): an owner account left out of this file's shop.
    const caller = await signedInAdmin();
    const as = withSession(caller.token);
    expect((await invoke(routes.setStaffSuspension, { ...as, params: { userId: suspendedOwner.userId }, body: { suspended: true } })).status).toBe(200);

    const refused = [
      await invoke(routes.changeStaffRole, { ...as, params: { userId: only.userId }, body: { staffRole: 'manager', password: PASSWORD } }),
      await invoke(routes.changeUserRole, { ...as, params: { userId: only.userId }, body: { role: 'customer' } }),
      await invoke(routes.setStaffSuspension, { ...as, params: { userId: only.userId }, body: { suspended: true } }),
    ];
    expect(refused.map((result) => [result.status, result.body.message])).toEqual(Array(3).fill([409, LAST_OWNER_MESSAGE]));

    // With a second owner who can sign in, the change is allowed.
    await member();
    expect((await invoke(routes.changeStaffRole, { ...as, params: { userId: only.userId }, body: { staffRole: 'manager', password: PASSWORD } })).status).toBe(200);
  });
});
