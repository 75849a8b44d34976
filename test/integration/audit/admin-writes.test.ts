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
  it('makes a customer an admin, revokes their sessions and records the change and the write', async () => {
    const { account: admin, token } = await signedInAdmin();
    const customer = await createAccount('customer');
    const customerToken = await signIn(customer);

    const result = await invoke(routes.changeUserRole, {
      ...withSession(token),
      params: { userId: customer.id },
      body: { role: 'admin' },
      sourceIp: '203.0.113.9',
    });
    await bus.drain();

    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ id: customer.id, role: 'admin' });
    expect(result.body.passwordHash).toBeUndefined();
    expect((await invoke(routes.getUser, withSession(customerToken))).status).toBe(401);
    const byAdmin = await readLog(token, { user: admin.id });
    expect(byAdmin.map((e) => e.action).sort()).toEqual(['admin_write', 'role_changed', 'sign_in_success']);
    const roleChange = byAdmin.find((e) => e.action === 'role_changed')!;
    const write = byAdmin.find((e) => e.action === 'admin_write')!;
    expect(roleChange.details).toBe(`Role of ${customer.username} (${customer.id}) changed from customer to admin (Owner)`);
    expect(write).toMatchObject({
      userId: admin.id,
      username: admin.username,
      clientIp: '203.0.113.9',
      userAgent: 'vitest',
      request: { route: 'ChangeUserRole', method: 'PUT', path: `/api/admin/users/${customer.id}/role`, status: 200 },
    });
    expect(JSON.stringify(write)).not.toContain('"role":"admin"');
  });

  it('records nothing for a refused write', async () => {
    const { account: admin, token } = await signedInAdmin();

    const own = await invoke(routes.changeUserRole, { ...withSession(token), params: { userId: admin.id }, body: { role: 'customer' } });
    const missing = await invoke(routes.changeUserRole, { ...withSession(token), params: { userId: '01ARZ3NDEKTSV4RRFFQ69G5FAV' }, body: { role: 'admin' } });
    const badRole = await invoke(routes.changeUserRole, { ...withSession(token), params: { userId: admin.id }, body: { role: 'owner' } });
    await bus.drain();

    expect(own.status).toBe(400);
    expect(own.body.message).toBe('You cannot change your own role. Ask another admin.');
    expect(missing.status).toBe(404);
    expect(badRole.status).toBe(400);
    expect((await readLog(token, { user: admin.id })).map((e) => e.action)).toEqual(['sign_in_success']);
  });
});
