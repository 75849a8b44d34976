// Issue 12 item 2: changing how an account signs in asks for the current password again, an idle
// admin's inactivity lock covers those routes, and turning two-factor on or off ends other sessions.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../shared/api/manifest';
import { totpCodeAt } from '../../../functions/accounts/totp';
import { useLocalBus } from '../../support/bus';
import { invoke } from '../../support/invoke';
import { newPerson, registerVerified, sessionFor, withSession } from '../accounts/account-helpers';
import { FIRST_PASSCODE, MINUTE, signedInAdmin, verifyPincode } from '../admin-security/admin-helpers';

let bus: ReturnType<typeof useLocalBus>;

beforeAll(() => {
  bus = useLocalBus();
});

afterEach(() => {
  vi.useRealTimers();
});

async function signedInCustomer() {
  const person = newPerson();
  await registerVerified(person, bus.drain);
  return { person, token: await sessionFor(person) };
}

const me = (token: string) => invoke(routes.getUser, withSession(token));

describe("a timed-out admin's idle browser", () => {
  it('gets 423 on every route that changes sign-in details, until the passcode is given', async () => {
    const start = new Date();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start);
    const admin = await signedInAdmin();
    vi.setSystemTime(new Date(start.getTime() + 11 * MINUTE));

    const calls = [
      invoke(routes.startTwoFactorSetup, withSession(admin.token)),
      invoke(routes.enableTwoFactor, { body: { code: '123456', password: admin.person.password }, ...withSession(admin.token) }),
      invoke(routes.disableTwoFactor, { body: { code: '123456', password: admin.person.password }, ...withSession(admin.token) }),
      invoke(routes.updateProfile, {
        body: { firstName: 'Taken', lastName: 'Over', phone: newPerson().phone, currentPassword: admin.person.password },
        ...withSession(admin.token),
      }),
      invoke(routes.changeEmail, { body: { email: `thief${Date.now()}@example.com`, password: admin.person.password }, ...withSession(admin.token) }),
      invoke(routes.changePassword, { body: { currentPassword: admin.person.password, newPassword: 'Taken&Over2026' }, ...withSession(admin.token) }),
    ];
    const statuses = [];
    for (const call of calls) statuses.push((await call).status);

    expect(statuses).toEqual([423, 423, 423, 423, 423, 423]);
    expect((await verifyPincode(admin.token, FIRST_PASSCODE)).status).toBe(200);
    expect((await invoke(routes.startTwoFactorSetup, withSession(admin.token))).status).toBe(200);
  });
});

describe('two-factor needs the current password, and ends the other sessions', () => {
  it('refuses to turn two-factor on without the right password', async () => {
    const { token } = await signedInCustomer();
    const setup = await invoke(routes.startTwoFactorSetup, withSession(token));
    const code = totpCodeAt(setup.body.secret, new Date());

    const missing = await invoke(routes.enableTwoFactor, { body: { code }, ...withSession(token) });
    const wrong = await invoke(routes.enableTwoFactor, { body: { code, password: 'Not&MyPassword1' }, ...withSession(token) });

    expect(missing.status).toBe(400);
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.password).toEqual(['Your current password is incorrect.']);
    expect((await me(token)).body.twoFactorEnabled).toBe(false);
  });

  it('turning it on and off signs out every other session and keeps this one', async () => {
    const { person, token } = await signedInCustomer();
    const other = await sessionFor(person);
    const setup = await invoke(routes.startTwoFactorSetup, withSession(token));

    const enabled = await invoke(routes.enableTwoFactor, {
      body: { code: totpCodeAt(setup.body.secret, new Date()), password: person.password },
      ...withSession(token),
    });

    expect(enabled.status).toBe(200);
    expect((await me(other)).status).toBe(401);
    expect((await me(token)).status).toBe(200);

    const secondOther = await sessionFor(person).catch(() => null);
    expect(secondOther).toBeNull(); // two-factor now asks for a code at sign-in
    const disabled = await invoke(routes.disableTwoFactor, {
      body: { code: enabled.body.recoveryCodes[0], password: person.password },
      ...withSession(token),
    });
    expect(disabled.status).toBe(200);
    const later = await sessionFor(person);
    expect((await me(later)).status).toBe(200);
    expect((await me(token)).status).toBe(200);
  });

  it('turning it off ends a session started before', async () => {
    const { person, token } = await signedInCustomer();
    const setup = await invoke(routes.startTwoFactorSetup, withSession(token));
    const enabled = await invoke(routes.enableTwoFactor, {
      body: { code: totpCodeAt(setup.body.secret, new Date()), password: person.password },
      ...withSession(token),
    });
    const challenge = await invoke(routes.logIn, { body: { username: person.email, password: person.password }, sourceIp: '198.18.3.3' });
    const second = await invoke(routes.logInSecondFactor, { body: { challenge: challenge.body.challenge, code: enabled.body.recoveryCodes[1] } });
    const otherToken = second.cookies.find((c) => c.startsWith('drs_session='))!.split(';')[0]!.slice('drs_session='.length);
    expect((await me(otherToken)).status).toBe(200);

    await invoke(routes.disableTwoFactor, { body: { code: enabled.body.recoveryCodes[2], password: person.password }, ...withSession(token) });

    expect((await me(otherToken)).status).toBe(401);
    expect((await me(token)).status).toBe(200);
  });
});

describe('a new phone number needs the current password', () => {
  it('refuses a new phone without it and changes nothing; a name change needs none', async () => {
    const { person, token } = await signedInCustomer();
    const phone = newPerson().phone;

    const refused = await invoke(routes.updateProfile, { body: { firstName: 'Niamh', lastName: 'Kelly', phone }, ...withSession(token) });
    const wrong = await invoke(routes.updateProfile, {
      body: { firstName: 'Niamh', lastName: 'Kelly', phone, currentPassword: 'Not&MyPassword1' },
      ...withSession(token),
    });
    const renamed = await invoke(routes.updateProfile, { body: { firstName: 'Niamh', lastName: 'Kelly', phone: person.phone }, ...withSession(token) });

    expect(refused.status).toBe(400);
    expect(refused.body.errors.currentPassword).toEqual(['Enter your current password to change your phone number.']);
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.currentPassword).toEqual(['Your current password is incorrect.']);
    expect(renamed.status).toBe(200);
    expect((await me(token)).body).toMatchObject({ firstName: 'Niamh', phone: person.phone });
  });
});
