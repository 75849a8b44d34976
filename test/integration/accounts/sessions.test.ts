import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../shared/api/manifest';
import { useLocalBus } from '../../support/bus';
import { invoke } from '../../support/invoke';
import { SESSION_COOKIE, newPerson, registerVerified, sessionFor, withSession } from './account-helpers';

const DAY = 24 * 60 * 60 * 1000;
let bus: ReturnType<typeof useLocalBus>;

beforeAll(() => {
  bus = useLocalBus();
});

afterEach(() => {
  vi.useRealTimers();
});

async function signedInPerson() {
  const person = newPerson();
  await registerVerified(person, bus.drain);
  return { person, token: await sessionFor(person) };
}

/** A profile save: a route that writes, so the session's idle expiry moves forward. */
async function stayBusy(token: string, person: ReturnType<typeof newPerson>) {
  return invoke(routes.updateProfile, {
    body: { firstName: person.firstName, lastName: person.lastName, phone: person.phone },
    ...withSession(token),
  });
}

describe('POST /api/logout', () => {
  it('revokes the session server-side and clears the cookie', async () => {
    const { token } = await signedInPerson();

    const result = await invoke(routes.logOut, withSession(token));

    expect(result.status).toBe(200);
    expect(result.body).toEqual({ ok: true });
    expect(result.cookies.some((c: string) => c.startsWith(`${SESSION_COOKIE}=;`) && c.includes('Max-Age=0'))).toBe(true);
    const after = await invoke(routes.getUser, withSession(token));
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('Not authenticated');
  });

  it('answers 200 without a session', async () => {
    const result = await invoke(routes.logOut);
    expect(result.status).toBe(200);
  });

  it('leaves other sessions of the same account alone', async () => {
    const { person, token } = await signedInPerson();
    const other = await sessionFor(person);

    await invoke(routes.logOut, withSession(token));

    expect((await invoke(routes.getUser, withSession(other))).status).toBe(200);
  });
});

describe('session expiry', () => {
  it('ends a customer session after 7 days without activity', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date();
    vi.setSystemTime(start);
    const { token } = await signedInPerson();

    vi.setSystemTime(new Date(start.getTime() + 7 * DAY + 1000));
    const after = await invoke(routes.getUser, withSession(token));

    expect(after.status).toBe(401);
  });

  it('keeps a customer session alive while it is used, until 7 days after the last visit', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date();
    vi.setSystemTime(start);
    const { token } = await signedInPerson();

    vi.setSystemTime(new Date(start.getTime() + 6 * DAY));
    const visit = await invoke(routes.getUser, withSession(token));
    vi.setSystemTime(new Date(start.getTime() + 7 * DAY + 1000));
    const dayAfterFirstIdleLimit = await invoke(routes.getUser, withSession(token));
    vi.setSystemTime(new Date(start.getTime() + 14 * DAY + 2000));
    const weekAfterLastVisit = await invoke(routes.getUser, withSession(token));

    expect(visit.status).toBe(200);
    expect(dayAfterFirstIdleLimit.status).toBe(200);
    expect(weekAfterLastVisit.status).toBe(401);
  });

  it('keeps a busy session going, but never past 30 days', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date();
    vi.setSystemTime(start);
    const { person, token } = await signedInPerson();

    for (const day of [6, 12, 18, 24]) {
      vi.setSystemTime(new Date(start.getTime() + day * DAY));
      expect((await stayBusy(token, person)).status).toBe(200);
    }
    vi.setSystemTime(new Date(start.getTime() + 29 * DAY));
    const day29 = await invoke(routes.getUser, withSession(token));
    vi.setSystemTime(new Date(start.getTime() + 30 * DAY + 1000));
    const day30 = await invoke(routes.getUser, withSession(token));

    expect(day29.status).toBe(200);
    expect(day30.status).toBe(401);
  });

  it('ends an admin session after 12 hours', async () => {
    const { createUser } = await import('../../../functions/data/users');
    const { hashPassword } = await import('../../../functions/lib/passwords');
    const admin = newPerson();
    await createUser({ ...admin, passwordHash: await hashPassword(admin.password), role: 'admin', emailVerified: true });
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date();
    vi.setSystemTime(start);
    const token = await sessionFor(admin);

    vi.setSystemTime(new Date(start.getTime() + 11 * 60 * 60 * 1000));
    const before = await invoke(routes.getUser, withSession(token));
    vi.setSystemTime(new Date(start.getTime() + 12 * 60 * 60 * 1000 + 1000));
    const after = await invoke(routes.getUser, withSession(token));

    expect(before.status).toBe(200);
    expect(before.body.role).toBe('admin');
    expect(after.status).toBe(401);
  });

  it('refuses a made-up token', async () => {
    const result = await invoke(routes.getUser, withSession('x'.repeat(43)));
    expect(result.status).toBe(401);
  });
});
