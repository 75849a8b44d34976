// GET /api/admin/staff: every member of staff in one Query of the staff index, which follows each
// change that makes an account staff or a customer (decision 255).
import { describe, expect, it } from 'vitest';
import { routes } from '../../../shared/api/manifest';
import { refusalMessage } from '../../../shared/staff/permissions';
import type { StaffMember } from '../../../shared/schemas/staff';
import { invoke } from '../../support/invoke';
import { useLocalBus } from '../../support/bus';
import { countDynamoRequests, signedInUser, type SignedIn } from '../repairs/repair-helpers';

async function members(caller: SignedIn): Promise<StaffMember[]> {
  const result = await invoke(routes.listStaff, caller.as);
  expect(result.status).toBe(200);
  return result.body.members;
}

describe('the staff list', () => {
  it('lists each member of staff with their role, two-factor and suspension, and no customer', async () => {
    const owner = await signedInUser('admin');
    const technician = await signedInUser('admin', { staffRole: 'technician' });
    const customer = await signedInUser('customer');

    const { result: listed, count } = await countDynamoRequests(() => members(owner));

    expect(listed.find((m) => m.userId === technician.user.id)).toEqual({
      userId: technician.user.id,
      username: technician.user.username,
      name: 'Ciara Doherty',
      email: technician.user.email,
      staffRole: 'technician',
      suspended: false,
      twoFactorEnabled: false,
    });
    expect(listed.find((m) => m.userId === owner.user.id)?.staffRole).toBe('owner');
    expect(listed.some((m) => m.userId === customer.user.id)).toBe(false);
    // The session read and the one Query: never a Scan.
    expect(count).toBeLessThanOrEqual(2);
  });

  it('follows a role change: a customer made staff joins, a member made a customer leaves', async () => {
    useLocalBus();
    const owner = await signedInUser('admin');
    const customer = await signedInUser('customer');
    const member = await signedInUser('admin', { staffRole: 'front-desk' });

    await invoke(routes.changeUserRole, { ...owner.as, params: { userId: customer.user.id }, body: { role: 'admin', staffRole: 'manager' } });
    await invoke(routes.changeUserRole, { ...owner.as, params: { userId: member.user.id }, body: { role: 'customer' } });

    const listed = await members(owner);
    expect(listed.find((m) => m.userId === customer.user.id)?.staffRole).toBe('manager');
    expect(listed.some((m) => m.userId === member.user.id)).toBe(false);
  });

  it('is shown to a manager, who hands out work, and refused to a technician', async () => {
    const manager = await signedInUser('admin', { staffRole: 'manager' });
    const technician = await signedInUser('admin', { staffRole: 'technician' });

    expect((await invoke(routes.listStaff, manager.as)).status).toBe(200);
    const refused = await invoke(routes.listStaff, technician.as);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(refusalMessage('staff.view'));
  });
});
