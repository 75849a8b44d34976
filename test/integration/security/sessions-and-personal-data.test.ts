// Issue 12 item 8 (active sessions) and issue 11 item 6 (personal data): a signed-in user sees their
// sessions and ends one or all others; downloads everything held about them; closes their account
// with the password (or an admin does, only with the customer's request recorded).
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../shared/api/manifest';
import { getUserById, findUserIdBy } from '../../../functions/data/users';
import { useLocalBus } from '../../support/bus';
import { invoke } from '../../support/invoke';
import { logIn, newPerson, register, registerVerified, sessionFor, withSession } from '../accounts/account-helpers';
import { auditEventsOf, signedInAdmin } from '../admin-security/admin-helpers';

let bus: ReturnType<typeof useLocalBus>;

beforeAll(() => {
  bus = useLocalBus();
});

async function signedInCustomer() {
  const person = newPerson();
  await registerVerified(person, bus.drain);
  return { person, token: await sessionFor(person) };
}

const me = (token: string) => invoke(routes.getUser, withSession(token));

describe('active sessions', () => {
  it('lists each session with its device, place and last seen, this one first', async () => {
    const { person, token } = await signedInCustomer();
    await invoke(routes.logIn, {
      body: { username: person.email, password: person.password },
      sourceIp: '203.0.113.40',
      headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1' },
    });

    const list = await invoke(routes.listSessions, withSession(token));

    expect(list.status).toBe(200);
    expect(list.body.sessions).toHaveLength(2);
    expect(list.body.sessions[0]).toMatchObject({ current: true, place: 'Local network' });
    expect(list.body.sessions[1]).toMatchObject({ current: false, device: 'Safari on iPhone', address: '203.0.113.40', place: 'Internet address 203.0.113.40' });
    expect(typeof list.body.sessions[1].lastSeenAt).toBe('string');
    expect(JSON.stringify(list.body)).not.toContain(token);
  });

  it('ends one other session, and answers 404 for a session that is not theirs', async () => {
    const { person, token } = await signedInCustomer();
    const other = await sessionFor(person);
    const stranger = await signedInCustomer();
    const strangers = await invoke(routes.listSessions, withSession(stranger.token));
    const mine = await invoke(routes.listSessions, withSession(token));
    const otherId = mine.body.sessions.find((s: { current: boolean }) => !s.current).id;

    const notMine = await invoke(routes.endSession, { params: { sessionId: strangers.body.sessions[0].id }, ...withSession(token) });
    const ended = await invoke(routes.endSession, { params: { sessionId: otherId }, ...withSession(token) });

    expect(notMine.status).toBe(404);
    expect((await me(stranger.token)).status).toBe(200);
    expect(ended.status).toBe(200);
    expect((await me(other)).status).toBe(401);
    expect((await me(token)).status).toBe(200);
  });

  it('ends every other session at once', async () => {
    const { person, token } = await signedInCustomer();
    const others = [await sessionFor(person), await sessionFor(person)];

    const result = await invoke(routes.endOtherSessions, withSession(token));

    expect(result.body).toEqual({ ended: 2, message: 'You have been signed out on 2 other devices.' });
    for (const other of others) expect((await me(other)).status).toBe(401);
    expect((await me(token)).status).toBe(200);
  });
});

describe('personal data', () => {
  it('downloads everything held about the customer, with no secret, and audits it', async () => {
    const { person, token } = await signedInCustomer();
    // The sign-in's audit record reaches the table through the bus, in the background: delivered
    // before the export reads the activity (a loaded clean clone exported first).
    await bus.drain();

    const result = await invoke(routes.exportMyData, withSession(token));
    await bus.drain();

    expect(result.status).toBe(200);
    expect(result.body.account).toMatchObject({ email: person.email, phone: person.phone, firstName: person.firstName });
    expect(result.body.sessions).toHaveLength(1);
    expect(result.body).toMatchObject({ devices: [], repairs: [], shopRecords: [], bookings: [], mailInOrders: [] });
    expect(result.body.activity.some((entry: { action: string }) => entry.action === 'sign_in_success')).toBe(true);
    expect(JSON.stringify(result.body)).not.toMatch(/passwordHash|argon2|emailTokenHash|tokenHash/);
    expect(auditEventsOf(bus, result.body.account.id, 'data_exported')).toHaveLength(1);
  });

  it('closes the account only with the password: sessions end, personal details go, sign-in fails, the details are free again', async () => {
    const { person, token } = await signedInCustomer();
    const other = await sessionFor(person);
    const userId = (await me(token)).body.id;

    const wrong = await invoke(routes.closeMyAccount, { body: { password: 'Not&MyPassword1', confirm: 'CLOSE' }, ...withSession(token) });
    expect(wrong.status).toBe(400);
    expect((await me(token)).status).toBe(200);

    const closed = await invoke(routes.closeMyAccount, { body: { password: person.password, confirm: 'CLOSE' }, ...withSession(token) });
    await bus.drain();

    expect(closed.status).toBe(200);
    expect((await me(token)).status).toBe(401);
    expect((await me(other)).status).toBe(401);
    expect((await logIn(person.email, person.password)).status).toBe(401);
    expect(await getUserById(userId)).toBeNull();
    expect(await findUserIdBy('phone', person.phone)).toBeNull();
    expect(auditEventsOf(bus, userId, 'account_closed')).toHaveLength(1);
    expect((await register(person)).status).toBe(201);
  });

  it("lets an admin close an account only with the customer's request recorded", async () => {
    const admin = await signedInAdmin();
    const { person, token } = await signedInCustomer();
    const userId = (await me(token)).body.id;

    const withoutRequest = await invoke(routes.closeAccountOnRequest, { params: { userId }, body: {}, ...withSession(admin.token) });
    const closed = await invoke(routes.closeAccountOnRequest, {
      params: { userId },
      body: { requestReference: 'EMAIL-2026-11-23', requestNote: 'Customer emailed from the address on file asking for erasure; confirmed by phone.' },
      ...withSession(admin.token),
    });
    await bus.drain();

    expect(withoutRequest.status).toBe(400);
    expect(closed.status).toBe(200);
    expect((await me(token)).status).toBe(401);
    expect((await logIn(person.email, person.password)).status).toBe(401);
    const audit = auditEventsOf(bus, admin.userId, 'account_closed');
    expect(audit).toHaveLength(1);
    expect((audit[0]!.detail as { details: string }).details).toContain('EMAIL-2026-11-23');
  });
});
