// Every successful admin write is recorded (who, route, method, path, status; never the body), and
// a role change also revokes the user's sessions and is recorded as role_changed.
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../shared/api/manifest';
import { useLocalBus } from '../../support/bus';
import { invoke } from '../../support/invoke';
import { createAccount, readLog, signIn, signedInAdmin, withSession } from './audit-helpers';

let bus: ReturnType<typeof useLocalBus>;

beforeAll(() => {
  bus = useLocalBus();
});

describe('PUT /api/admin/users/{userId}/role', () => {
  it('makes a customer a member of staff with a role, revokes their sessions and records the change and the write', async () => {
    const { account: admin, token } = await signedInAdmin();
    const customer = await createAccount('customer');
    const customerToken = await signIn(customer);

    const result = await invoke(routes.changeUserRole, {
      ...withSession(token),
      params: { userId: customer.id },
      body: { role: 'admin', staffRole: 'front-desk' },
      sourceIp: '203.0.113.9',
    });
    await bus.drain();

    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ id: customer.id, role: 'admin', staffRole: 'front-desk' });
    expect(result.body.passwordHash).toBeUndefined();
    expect((await invoke(routes.getUser, withSession(customerToken))).status).toBe(401);
    const byAdmin = await readLog(token, { user: admin.id });
    expect(byAdmin.map((e) => e.action).sort()).toEqual(['admin_write', 'role_changed', 'sign_in_success']);
    const roleChange = byAdmin.find((e) => e.action === 'role_changed')!;
    const write = byAdmin.find((e) => e.action === 'admin_write')!;
    expect(roleChange.details).toBe(`Role of ${customer.username} (${customer.id}) changed from customer to admin (Front desk)`);
    expect(write).toMatchObject({
      userId: admin.id,
      username: admin.username,
      clientIp: '203.0.113.9',
      userAgent: 'vitest',
      request: { route: 'ChangeUserRole', method: 'PUT', path: `/api/admin/users/${customer.id}/role`, status: 200 },
    });
    expect(JSON.stringify(write)).not.toContain('"role":"admin"');
  });

  it("changes a member's staff role: their sessions end, and the log names both roles", async () => {
    const { account: admin, token } = await signedInAdmin();
    const member = await createAccount('customer');
    await invoke(routes.changeUserRole, { ...withSession(token), params: { userId: member.id }, body: { role: 'admin', staffRole: 'front-desk' } });
    const memberToken = await signIn(member);

    const result = await invoke(routes.changeUserRole, { ...withSession(token), params: { userId: member.id }, body: { role: 'admin', staffRole: 'technician' } });
    await bus.drain();

    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ role: 'admin', staffRole: 'technician' });
    expect((await invoke(routes.getUser, withSession(memberToken))).status).toBe(401);
    const changes = (await readLog(token, { user: admin.id })).filter((e) => e.action === 'role_changed').map((e) => e.details);
    expect(changes).toContain(`Role of ${member.username} (${member.id}) changed from admin (Front desk) to admin (Technician)`);
  });

  it('records nothing for a refused write', async () => {
    const { account: admin, token } = await signedInAdmin();

    const own = await invoke(routes.changeUserRole, { ...withSession(token), params: { userId: admin.id }, body: { role: 'customer' } });
    const missing = await invoke(routes.changeUserRole, { ...withSession(token), params: { userId: '01ARZ3NDEKTSV4RRFFQ69G5FAV' }, body: { role: 'admin', staffRole: 'manager' } });
    const noStaffRole = await invoke(routes.changeUserRole, { ...withSession(token), params: { userId: '01ARZ3NDEKTSV4RRFFQ69G5FAV' }, body: { role: 'admin' } });
    const customerWithRole = await invoke(routes.changeUserRole, { ...withSession(token), params: { userId: '01ARZ3NDEKTSV4RRFFQ69G5FAV' }, body: { role: 'customer', staffRole: 'owner' } });
    const badRole = await invoke(routes.changeUserRole, { ...withSession(token), params: { userId: admin.id }, body: { role: 'owner' } });
    await bus.drain();

    expect(own.status).toBe(400);
    expect(own.body.message).toBe('You cannot change your own role. Ask another admin.');
    expect(missing.status).toBe(404);
    expect(badRole.status).toBe(400);
    // Least privilege: no member of staff is made without a role chosen for them, not even the Owner by default.
    for (const refused of [noStaffRole, customerWithRole]) {
      expect(refused.status).toBe(400);
      expect(refused.body.message).toContain('Choose a staff role');
    }
    expect((await readLog(token, { user: admin.id })).map((e) => e.action)).toEqual(['sign_in_success']);
  });
});
