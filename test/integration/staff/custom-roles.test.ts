// Custom roles and the role editor (issue 28, decisions 265-266): what a custom role allows is what
// the server enforces; a changed built-in role reaches its members' next request; the Owner stays
// fixed; a role in use stays. The file has a table of its own: it changes built-in roles, which the
// other files' members (the role matrix's) must not see mid-run.
import { beforeAll, describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  process.env.TABLE_NAME = `drs-roles-${process.pid}-${Date.now()}`;
});

import { inject } from 'vitest';
import { ensureTable } from '../../../scripts/local/create-table';
import { routes } from '../../../shared/api/manifest';
import { refusalMessage } from '../../../shared/staff/permissions';
import { defaultPermissions } from '../../../shared/staff/role-permissions';
import { SESSION_COOKIE } from '../../../functions/data/sessions';
import { useLocalBus } from '../../support/bus';
import { invoke } from '../../support/invoke';
import { readLog } from '../audit/audit-helpers';
import { countDynamoRequests, signedInUser } from '../repairs/repair-helpers';

const bus = useLocalBus();
let owner: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  await ensureTable(inject('dynamoEndpoint'), process.env.TABLE_NAME!);
  owner = await signedInUser('admin');
});

let names = 0;
async function createRole(permissions: string[], name = `Role ${++names} ${Date.now()}`) {
  const result = await invoke(routes.createStaffRole, { ...owner.as, body: { name, permissions } });
  expect(result.status).toBe(201);
  return result.body as { id: string; name: string; permissions: string[] };
}

/** Signs a member in with a fresh session, as the sign-in would (the role's permissions copied onto it). */
async function memberWith(staffRole: string) {
  return signedInUser('admin', { staffRole });
}

describe('a custom role', () => {
  it('with only jobs.view lists jobs and is refused a refund with the role refusal', async () => {
    const role = await createRole(['jobs.view']);
    expect(role.permissions).toEqual(['admin.use', 'jobs.view']);
    const member = await memberWith(role.id);

    const jobs = await invoke(routes.listJobs, member.as);
    const refund = await invoke(routes.refundShopOrder, { ...member.as, params: { id: '01ARZ3NDEKTSV4RRFFQ69G5FAV' }, body: {} });

    expect(jobs.status).toBe(200);
    expect(refund.status).toBe(403);
    expect(refund.body.message).toBe(refusalMessage('till.refund'));
    expect(refund.body.message).toBe('Your role does not allow refunds.');
  });

  it("is answered to its member's browser: GET /api/user names the role and its permissions", async () => {
    const role = await createRole(['jobs.view', 'customers.view']);
    const member = await memberWith(role.id);

    const me = await invoke(routes.getUser, member.as);

    expect(me.body).toMatchObject({ role: 'admin', staffRole: role.id, permissions: ['admin.use', 'jobs.view', 'customers.view'] });
  });

  it('can be given to a member through PUT role, but a role that does not exist cannot', async () => {
    const role = await createRole(['jobs.view']);
    const member = await signedInUser('customer');

    const given = await invoke(routes.changeUserRole, { ...owner.as, params: { userId: member.user.id }, body: { role: 'admin', staffRole: role.id } });
    const unknown = await invoke(routes.changeUserRole, {
      ...owner.as,
      params: { userId: member.user.id },
      body: { role: 'admin', staffRole: '01ARZ3NDEKTSV4RRFFQ69G5FAV' },
    });

    expect(given.status).toBe(200);
    expect(given.body).toMatchObject({ role: 'admin', staffRole: role.id });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('There is no such staff role. Choose one from the roles list.');
  });

  it('is renamed and changed, and its members follow on their next request', async () => {
    const role = await createRole(['jobs.view']);
    const member = await memberWith(role.id);
    expect((await invoke(routes.listRewards, member.as)).status).toBe(403);

    const changed = await invoke(routes.updateStaffRole, {
      ...owner.as,
      params: { roleId: role.id },
      body: { name: `${role.name} renamed`, permissions: ['jobs.view', 'loyalty.view'] },
    });

    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ name: `${role.name} renamed`, permissions: ['admin.use', 'jobs.view', 'loyalty.view'], memberCount: 1 });
    expect((await invoke(routes.listRewards, member.as)).status).toBe(200);
  });

  it('cannot take a name another role has, built-in or custom', async () => {
    const role = await createRole(['jobs.view']);

    const builtIn = await invoke(routes.createStaffRole, { ...owner.as, body: { name: 'manager', permissions: [] } });
    const custom = await invoke(routes.createStaffRole, { ...owner.as, body: { name: role.name.toUpperCase(), permissions: [] } });

    expect(builtIn.status).toBe(409);
    expect(builtIn.body.message).toBe('A role called manager already exists.');
    expect(custom.status).toBe(409);
  });

  it('in use cannot be deleted; once nobody has it, it can', async () => {
    const role = await createRole(['jobs.view']);
    const member = await memberWith(role.id);

    const refused = await invoke(routes.deleteStaffRole, { ...owner.as, params: { roleId: role.id } });
    await invoke(routes.changeUserRole, { ...owner.as, params: { userId: member.user.id }, body: { role: 'customer' } });
    const deleted = await invoke(routes.deleteStaffRole, { ...owner.as, params: { roleId: role.id } });
    const list = await invoke(routes.listStaffRoles, owner.as);

    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`1 member of staff has the role ${role.name}. Give them another role before deleting it.`);
    expect(deleted.status).toBe(200);
    expect(list.body.roles.map((r: { id: string }) => r.id)).not.toContain(role.id);
  });

  it("loses a member whose account is closed, and can then be deleted", async () => {
    const role = await createRole(['jobs.view']);
    const member = await memberWith(role.id);

    const closed = await invoke(routes.closeAccountOnRequest, {
      ...owner.as,
      params: { userId: member.user.id },
      body: { requestReference: 'EMAIL-2026-11-27', requestNote: 'Left the shop and asked for their details to be removed.' },
    });
    const deleted = await invoke(routes.deleteStaffRole, { ...owner.as, params: { roleId: role.id } });

    expect(closed.status).toBe(200);
    expect(deleted.status).toBe(200);
  });
});

describe('the built-in roles', () => {
  it("change for their members' next request when edited, and again when reset", async () => {
    const technician = await memberWith('technician');
    expect((await invoke(routes.listRewards, technician.as)).status).toBe(403);

    const edited = await invoke(routes.updateStaffRole, {
      ...owner.as,
      params: { roleId: 'technician' },
      body: { name: 'Technician', permissions: [...defaultPermissions('technician'), 'loyalty.view'] },
    });
    const during = await invoke(routes.listRewards, technician.as);
    const signedInDuring = await memberWith('technician');
    const answeredDuring = await invoke(routes.getUser, signedInDuring.as);
    const reset = await invoke(routes.resetStaffRole, { ...owner.as, params: { roleId: 'technician' } });
    const after = await invoke(routes.listRewards, technician.as);

    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: 'technician', edited: true });
    expect(during.status).toBe(200);
    expect(answeredDuring.body.permissions).toContain('loyalty.view');
    expect((await invoke(routes.getUser, signedInDuring.as)).body.permissions).not.toContain('loyalty.view');
    expect(reset.body).toMatchObject({ edited: false, permissions: defaultPermissions('technician') });
    expect(after.status).toBe(403);
    expect(after.body.message).toBe('Your role does not allow viewing loyalty.');
  });

  it('keep their names', async () => {
    const renamed = await invoke(routes.updateStaffRole, { ...owner.as, params: { roleId: 'manager' }, body: { name: 'Boss', permissions: [] } });

    expect(renamed.status).toBe(400);
    expect(renamed.body.message).toBe('A built-in role keeps its name.');
  });

  it('cannot be deleted', async () => {
    const deleted = await invoke(routes.deleteStaffRole, { ...owner.as, params: { roleId: 'front-desk' } });

    expect(deleted.status).toBe(400);
  });

  it('but the Owner cannot be edited or reset', async () => {
    const edited = await invoke(routes.updateStaffRole, { ...owner.as, params: { roleId: 'owner' }, body: { name: 'Owner', permissions: ['jobs.view'] } });
    const reset = await invoke(routes.resetStaffRole, { ...owner.as, params: { roleId: 'owner' } });
    const list = await invoke(routes.listStaffRoles, owner.as);

    expect(edited.status).toBe(400);
    expect(edited.body.message).toBe('The Owner role always allows everything; its permissions cannot be changed.');
    expect(reset.status).toBe(400);
    expect(list.body.roles[0]).toMatchObject({ id: 'owner', permissions: defaultPermissions('owner') });
  });
});

describe('the role editor', () => {
  it('is the owner’s: a manager is refused it', async () => {
    const manager = await memberWith('manager');

    const listed = await invoke(routes.listStaffRoles, manager.as);

    expect(listed.status).toBe(403);
    expect(listed.body.message).toBe(refusalMessage('staff.manage'));
  });

  it('lists the built-in roles first, then the custom ones, with their members', async () => {
    const role = await createRole(['jobs.view'], `Aardvark ${Date.now()}`);
    await memberWith(role.id);

    const list = await invoke(routes.listStaffRoles, owner.as);

    expect(list.body.roles.slice(0, 4).map((r: { id: string }) => r.id)).toEqual(['owner', 'manager', 'front-desk', 'technician']);
    expect(list.body.roles.find((r: { id: string }) => r.id === role.id)).toMatchObject({ builtIn: false, memberCount: 1 });
  });

  it('audits each change with what changed', async () => {
    const role = await createRole(['jobs.view']);
    await invoke(routes.updateStaffRole, { ...owner.as, params: { roleId: role.id }, body: { name: role.name, permissions: ['customers.view'] } });

    await bus.drain();
    const details = (await readLog(owner.token, { action: 'staff_role_changed' })).map((entry) => entry.details);

    expect(details).toContain(`Staff role ${role.name} (${role.id}): allowed customers.view; no longer allowed jobs.view`);
  });

  it("costs an admin call of a custom role's member no DynamoDB request more than the Owner's (decision 266)", async () => {
    const role = await createRole(['loyalty.view']);
    const member = await memberWith(role.id);
    await invoke(routes.listRewards, owner.as);

    const asOwner = await countDynamoRequests(() => invoke(routes.listRewards, owner.as));
    const asMember = await countDynamoRequests(() => invoke(routes.listRewards, member.as));

    expect(asMember.result.status).toBe(200);
    expect(asMember.count).toBe(asOwner.count);
  });

  it('answers a session cookie that is not the owner’s with 401', async () => {
    const result = await invoke(routes.listStaffRoles, { cookies: { [SESSION_COOKIE]: 'not-a-session' } });

    expect(result.status).toBe(401);
  });
});
