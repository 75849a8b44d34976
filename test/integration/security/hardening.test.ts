// Issue 12, the smaller findings: over-long identifiers, links voided by a new password, every wrong
// admin passcode audited, forgot-password doing the same work either way, authorization before
// validation, and registrations limited per client address.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../shared/api/manifest';
import { db } from '../../../functions/data/client';
import { useLocalBus } from '../../support/bus';
import { invoke } from '../../support/invoke';
import {
  PASSWORD,
  lastEmailTo,
  logIn,
  newPerson,
  register,
  registerVerified,
  sessionFor,
  tokenFromLink,
  withSession,
} from '../accounts/account-helpers';
import { auditEventsOf, signedInAdmin, verifyPincode } from '../admin-security/admin-helpers';

let bus: ReturnType<typeof useLocalBus>;

beforeAll(() => {
  bus = useLocalBus();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('identifiers longer than any real one', () => {
  it.each([
    ['a 2,000-character username', 'a'.repeat(2000)],
    ['a 3,000-character email', `${'a'.repeat(3000)}@example.com`],
  ])('sign-in with %s is a 400, never a 500, every time', async (_label, username) => {
    for (let i = 0; i < 3; i++) {
      const result = await invoke(routes.logIn, { body: { username, password: PASSWORD }, sourceIp: '198.18.0.1' });
      expect(result.status).toBe(400);
      expect(result.body.message).toBe('Must be a valid UK mobile number (07xxx xxxxxx), email address, or username');
    }
  });
});

describe('a new password voids outstanding links', () => {
  it('a reset link asked for before a password change no longer works after it', async () => {
    const person = newPerson();
    await registerVerified(person, bus.drain);
    await invoke(routes.forgotPassword, { body: { email: person.email } });
    await bus.drain();
    const resetToken = tokenFromLink((await lastEmailTo(person.email, 'reset-password')).links[0]!);
    const token = await sessionFor(person);

    const changed = await invoke(routes.changePassword, {
      ...withSession(token),
      body: { currentPassword: person.password, newPassword: 'Changed&Again77' },
    });

    expect(changed.status).toBe(200);
    expect((await invoke(routes.checkResetToken, { params: { token: resetToken } })).body.valid).toBe(false);
    const reset = await invoke(routes.resetPassword, { body: { token: resetToken, password: 'Stolen&Account99' } });
    expect(reset.status).toBe(400);
    expect((await logIn(person.email, 'Changed&Again77')).status).toBe(200);
  });

  it('a change-of-email link sent before a password reset no longer works after it', async () => {
    const person = newPerson();
    await registerVerified(person, bus.drain);
    const token = await sessionFor(person);
    const newEmail = `moved${Date.now()}@example.com`;
    await invoke(routes.changeEmail, { ...withSession(token), body: { email: newEmail, password: person.password } });
    await bus.drain();
    const changeLink = tokenFromLink((await lastEmailTo(newEmail, 'confirm-new-email')).links[0]!);
    await invoke(routes.forgotPassword, { body: { email: person.email } });
    await bus.drain();
    const resetToken = tokenFromLink((await lastEmailTo(person.email, 'reset-password')).links[0]!);

    expect((await invoke(routes.resetPassword, { body: { token: resetToken, password: 'Fresh&Start2026' } })).status).toBe(200);

    expect((await invoke(routes.verifyEmail, { body: { token: changeLink } })).body).toEqual({ verified: false, message: 'This verification link is invalid or has expired.' });
  });
});

describe('wrong admin passcodes', () => {
  it('records every failed check with who, when and from where, not only the fifth', async () => {
    const admin = await signedInAdmin();

    for (let i = 0; i < 3; i++) {
      const result = await invoke(routes.verifyAdminPincode, { body: { pincode: '000111' }, ...withSession(admin.token), sourceIp: '203.0.113.9' });
      expect(result.status).toBe(400);
    }
    await bus.drain();

    const failures = auditEventsOf(bus, admin.userId, 'passcode_failed');
    expect(failures).toHaveLength(3);
    expect(failures[0]!.detail).toMatchObject({ clientIp: '203.0.113.9', userAgent: 'vitest' });
    expect(typeof (failures[0]!.detail as { at: string }).at).toBe('string');
    expect((await verifyPincode(admin.token, '482915')).status).toBe(200);
  });
});

describe('POST /api/forgot-password', () => {
  /** The table operations the request itself makes (not the bus consumers it sets off), by command name. */
  async function commandsOf(email: string): Promise<string[]> {
    await bus.drain();
    const names: string[] = [];
    const send = db.send.bind(db);
    const spy = vi.spyOn(db, 'send').mockImplementation(((command: object) => {
      if (!new Error().stack!.includes('/consumers/')) names.push(command.constructor.name);
      return send(command as never);
    }) as never);
    const result = await invoke(routes.forgotPassword, { body: { email } });
    spy.mockRestore();
    expect(result.status).toBe(200);
    return names;
  }

  it('does the same work on the request path for an existing and an unknown address', async () => {
    const person = newPerson();
    await registerVerified(person, bus.drain);

    const existing = await commandsOf(person.email);
    const unknown = await commandsOf(`nobody${Date.now()}@example.com`);

    expect(existing).toEqual(unknown);
    await bus.drain();
    expect(await lastEmailTo(person.email, 'reset-password')).toBeTruthy();
  });
});

describe('POST /api/user-activity', () => {
  it('refuses a customer before reading the body, so no action name is revealed', async () => {
    const person = newPerson();
    await registerVerified(person, bus.drain);
    const token = await sessionFor(person);

    const invalid = await invoke(routes.recordUserActivity, { ...withSession(token), body: { action: 'nope' } });

    expect(invalid.status).toBe(403);
    expect(invalid.body).toEqual({ message: 'Admin access required' });
  });
});

describe('registrations per client address', () => {
  it('lets 10 through from one address in an hour, then answers 429 with Retry-After', async () => {
    const ip = '198.18.7.7';
    for (let i = 0; i < 10; i++) {
      expect((await register(newPerson(), {}, ip)).status).toBe(201);
    }

    const refused = await register(newPerson(), {}, ip);

    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many accounts have been registered from your network\. Please try again in \d+ minutes?\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await register(newPerson(), {}, '198.18.7.8')).status).toBe(201);
  });
});

describe('common passwords', () => {
  it.each(['Password1!', 'Qwerty123!', 'Welcome1!', 'Belfast2024!'])('registration refuses %s with a clear message', async (password) => {
    const result = await register(newPerson({ password }));

    expect(result.status).toBe(400);
    expect(result.body).toEqual({
      message: 'Your password does not meet the requirements.',
      requirements: ['Must not be a commonly used password (like Password1!)'],
    });
  });
});
