import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../shared/api/manifest';
import { useLocalBus } from '../../support/bus';
import { cookieFrom, invoke } from '../../support/invoke';
import {
  PASSWORD,
  SESSION_COOKIE,
  emailsTo,
  lastEmailTo,
  logIn,
  newPerson,
  register,
  registerVerified,
  sessionFor,
  tokenFromLink,
  withSession,
  type Person,
} from './account-helpers';

let bus: ReturnType<typeof useLocalBus>;

beforeAll(() => {
  bus = useLocalBus();
});

async function signedIn(overrides: Partial<Person> = {}) {
  const person = newPerson(overrides);
  await registerVerified(person, bus.drain);
  return { person, token: await sessionFor(person) };
}

describe('PATCH /api/user/profile', () => {
  it('saves name, phone and address', async () => {
    const { person, token } = await signedIn();
    const phone = newPerson().phone;

    const result = await invoke(routes.updateProfile, {
      body: { firstName: 'Niamh', lastName: 'Kelly', phone, address: '14 Malone Road, Belfast, BT9 6AA', currentPassword: person.password },
      ...withSession(token),
    });

    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ firstName: 'Niamh', lastName: 'Kelly', phone, address: '14 Malone Road, Belfast, BT9 6AA' });
    expect((await invoke(routes.getUser, withSession(token))).body.phone).toBe(phone);
    // The new number is unproven, so it does not sign in yet; the old one no longer does (decision 051).
    expect((await logIn(phone)).status).toBe(401);
    expect((await logIn(person.phone)).status).toBe(401);
    expect((await invoke(routes.getMessagePreferences, withSession(token))).body).toMatchObject({ phone, phoneVerified: false });
  });

  it('frees the old phone number for someone else', async () => {
    const { person, token } = await signedIn();
    await invoke(routes.updateProfile, {
      body: { firstName: person.firstName, lastName: person.lastName, phone: newPerson().phone, currentPassword: person.password },
      ...withSession(token),
    });

    const { findUserIdBy } = await import('../../../functions/data/users');
    const claimAfterMove = await findUserIdBy('phone', person.phone);
    const someoneElse = await register(newPerson({ phone: person.phone }));

    expect(claimAfterMove).toBeNull();
    expect(someoneElse.status).toBe(201);
  });

  it("keeps an account's unproven phone from blocking another account that proves it", async () => {
    const phone = newPerson().phone;
    const unproven = newPerson({ phone });
    await registerVerified(unproven, bus.drain, { provePhone: false });
    const { person: owner, token } = await signedIn();

    const moved = await invoke(routes.updateProfile, {
      body: { firstName: owner.firstName, lastName: owner.lastName, phone, currentPassword: owner.password },
      ...withSession(token),
    });

    expect(moved.status).toBe(200);
  });

  it("refuses another account's phone number and changes nothing", async () => {
    const { person: other } = await signedIn();
    const { person, token } = await signedIn();

    const result = await invoke(routes.updateProfile, {
      body: { firstName: 'Changed', lastName: person.lastName, phone: other.phone, currentPassword: person.password },
      ...withSession(token),
    });

    expect(result.status).toBe(409);
    expect(result.body.message).toBe('That phone number is used by another account.');
    const me = await invoke(routes.getUser, withSession(token));
    expect(me.body).toMatchObject({ firstName: person.firstName, phone: person.phone });
  });

  it('moves a phone-number username along with the phone', async () => {
    const { person, token } = await signedIn({ username: '' });
    const phone = newPerson().phone;

    const result = await invoke(routes.updateProfile, {
      body: { firstName: 'A', lastName: 'B', phone, currentPassword: person.password },
      ...withSession(token),
    });

    expect(result.body.username).toBe(phone);
  });

  it('removes the address when it is left blank', async () => {
    const { person, token } = await signedIn({ address: '27 Botanic Avenue, Belfast, BT7 1JG' });

    const result = await invoke(routes.updateProfile, {
      body: { firstName: person.firstName, lastName: person.lastName, phone: person.phone, address: '' },
      ...withSession(token),
    });

    expect(result.body.address).toBeUndefined();
  });

  it('checks the fields with the form messages', async () => {
    const { token } = await signedIn();

    const result = await invoke(routes.updateProfile, { body: { firstName: 'A', lastName: 'B', phone: '' }, ...withSession(token) });

    expect(result.status).toBe(400);
    expect(result.body.message).toBe('Phone number is required');
  });

  it('needs a session', async () => {
    const result = await invoke(routes.updateProfile, { body: { firstName: 'A', lastName: 'B', phone: '07700900123' } });
    expect(result.status).toBe(401);
  });

  // A double click on Save (issue 27, decision 237): the second save read the old phone, and its
  // transaction's `phone = :oldPhone` condition fails once the first has committed.
  it('saves a new phone once when Save is pressed twice at once: both answer 200 with the new phone', async () => {
    const { person, token } = await signedIn();
    const phone = newPerson().phone;
    const body = { firstName: 'Niamh', lastName: 'Kelly', phone, currentPassword: person.password };

    const results = await Promise.all([0, 1].map(() => invoke(routes.updateProfile, { body, ...withSession(token) })));

    expect(results.map((r) => r.status), JSON.stringify(results.map((r) => r.body))).toEqual([200, 200]);
    for (const r of results) expect(r.body).toMatchObject({ firstName: 'Niamh', phone });
    expect((await invoke(routes.getUser, withSession(token))).body.phone).toBe(phone);
    const { findUserIdBy } = await import('../../../functions/data/users');
    expect(await findUserIdBy('phone', person.phone)).toBeNull();
  });

  it('saves the last of two different phones sent at once, or answers the other with a clear 409', async () => {
    const { person, token } = await signedIn();
    const phones = [newPerson().phone, newPerson().phone];

    const results = await Promise.all(phones.map((phone) => invoke(routes.updateProfile, { body: { firstName: 'Niamh', lastName: 'Kelly', phone, currentPassword: person.password }, ...withSession(token) })));

    expect(results.map((r) => r.status).every((s) => s === 200 || s === 409), JSON.stringify(results.map((r) => r.body))).toBe(true);
    expect(results.some((r) => r.status === 200)).toBe(true);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.message).toBe('Your details were changed by another save at the same moment. Check them and save again.');
    const saved = (await invoke(routes.getUser, withSession(token))).body.phone;
    expect(phones).toContain(saved);
  });
});

describe('POST /api/user/email', () => {
  it('changes the address only when the link sent to the new one is clicked', async () => {
    const { person, token } = await signedIn();
    const newEmail = newPerson().email;

    const result = await invoke(routes.changeEmail, { body: { email: newEmail, password: PASSWORD }, ...withSession(token) });
    await bus.drain();

    expect(result.status).toBe(200);
    expect(result.body.pendingEmail).toBe(newEmail);
    const pending = await invoke(routes.getUser, withSession(token));
    expect(pending.body).toMatchObject({ email: person.email, pendingEmail: newEmail });
    expect((await lastEmailTo(person.email, 'email-change-requested')).text).toContain(newEmail);

    const link = (await lastEmailTo(newEmail, 'confirm-new-email')).links[0]!;
    const confirmed = await invoke(routes.verifyEmail, { body: { token: tokenFromLink(link) } });

    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ verified: true, email: newEmail });
    const after = await invoke(routes.getUser, withSession(token));
    expect(after.body.email).toBe(newEmail);
    expect(after.body.pendingEmail).toBeUndefined();
    expect((await logIn(newEmail)).status).toBe(200);
    expect((await logIn(person.email)).status).toBe(401);
    expect((await register(newPerson({ email: person.email }))).status).toBe(201);
  });

  it('needs the current password', async () => {
    const { token } = await signedIn();

    const result = await invoke(routes.changeEmail, { body: { email: newPerson().email, password: 'Wrong&Pass1' }, ...withSession(token) });

    expect(result.status).toBe(400);
    expect(result.body.errors.password).toEqual(['Your current password is incorrect.']);
  });

  it("refuses another account's address", async () => {
    const { person: other } = await signedIn();
    const { token } = await signedIn();

    const result = await invoke(routes.changeEmail, { body: { email: other.email, password: PASSWORD }, ...withSession(token) });

    expect(result.status).toBe(409);
  });

  it('refuses the link when the address was taken meanwhile', async () => {
    const { token } = await signedIn();
    const wanted = newPerson().email;
    await invoke(routes.changeEmail, { body: { email: wanted, password: PASSWORD }, ...withSession(token) });
    await bus.drain();
    const link = (await lastEmailTo(wanted, 'confirm-new-email')).links[0]!;
    await register(newPerson({ email: wanted }));

    const result = await invoke(routes.verifyEmail, { body: { token: tokenFromLink(link) } });

    expect(result.status).toBe(200);
    expect(result.body).toEqual({ verified: false, message: 'This email address now belongs to another account, so it cannot be added to yours.' });
  });
});

describe('POST /api/user/password', () => {
  it('changes the password, signs out other sessions and gives this one a fresh token', async () => {
    const { person, token } = await signedIn();
    const other = await sessionFor(person);

    const result = await invoke(routes.changePassword, {
      body: { currentPassword: PASSWORD, newPassword: 'Brand&New2Pass' },
      ...withSession(token),
    });
    await bus.drain();

    expect(result.status).toBe(200);
    const fresh = cookieFrom(result, SESSION_COOKIE)!;
    expect(fresh).not.toBe(token);
    expect((await invoke(routes.getUser, withSession(fresh))).status).toBe(200);
    expect((await invoke(routes.getUser, withSession(token))).status).toBe(401);
    expect((await invoke(routes.getUser, withSession(other))).status).toBe(401);
    expect((await logIn(person.email, 'Brand&New2Pass')).status).toBe(200);
    expect(await emailsTo(person.email, 'password-changed')).toHaveLength(1);
  });

  it('needs the current password, without signing the browser out', async () => {
    const { token } = await signedIn();

    const result = await invoke(routes.changePassword, {
      body: { currentPassword: 'Wrong&Pass1', newPassword: 'Brand&New2Pass' },
      ...withSession(token),
    });

    expect(result.status).toBe(400);
    expect(result.body.errors.currentPassword).toEqual(['Your current password is incorrect.']);
    expect((await invoke(routes.getUser, withSession(token))).status).toBe(200);
  });

  it('refuses a weak new password with the unmet requirements', async () => {
    const { token } = await signedIn();

    const result = await invoke(routes.changePassword, { body: { currentPassword: PASSWORD, newPassword: 'short' }, ...withSession(token) });

    expect(result.status).toBe(400);
    expect(result.body.requirements).toContain('At least 8 characters');
  });

  it('refuses the same password again', async () => {
    const { token } = await signedIn();

    const result = await invoke(routes.changePassword, { body: { currentPassword: PASSWORD, newPassword: PASSWORD }, ...withSession(token) });

    expect(result.status).toBe(400);
    expect(result.body.message).toBe('Your new password must be different from your current one.');
  });
});
