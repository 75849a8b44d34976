import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../shared/api/manifest';
import { useLocalBus } from '../../support/bus';
import { invoke } from '../../support/invoke';
import { emailsTo, lastEmailTo, logIn, newPerson, register, registerVerified, sessionFor, tokenFromLink, withSession } from './account-helpers';

const HOUR = 60 * 60 * 1000;
const REPLY = 'If an account exists for that email, we have sent a link to reset your password.';
const INVALID = 'This password reset link is invalid or has expired.';
const NEW_PASSWORD = 'Brand&New2Pass';
let bus: ReturnType<typeof useLocalBus>;

beforeAll(() => {
  bus = useLocalBus();
});

afterEach(() => {
  vi.useRealTimers();
});

async function requestReset(email: string) {
  const result = await invoke(routes.forgotPassword, { body: { email } });
  await bus.drain();
  return result;
}

async function resetTokenFor(email: string) {
  return tokenFromLink((await lastEmailTo(email, 'reset-password')).links[0]!);
}

const reset = (token: string, password = NEW_PASSWORD) => invoke(routes.resetPassword, { body: { token, password } });

describe('POST /api/forgot-password', () => {
  it('emails a reset link to an existing account', async () => {
    const person = newPerson();
    await registerVerified(person, bus.drain);

    const result = await requestReset(person.email);

    expect(result.status).toBe(200);
    expect(result.body).toEqual({ message: REPLY });
    const email = await lastEmailTo(person.email, 'reset-password');
    expect(email.links[0]).toMatch(/^http:\/\/localhost:5173\/reset-password\/[A-Za-z0-9_-]{43}$/);
    expect(email.text).toContain('expires in 1 hour');
  });

  it('says the same for an unknown address and sends nothing', async () => {
    const ghost = newPerson().email;

    const result = await requestReset(ghost);

    expect(result.status).toBe(200);
    expect(result.body).toEqual({ message: REPLY });
    expect(await emailsTo(ghost)).toEqual([]);
  });

  it('allows 3 requests per address per hour', async () => {
    const person = newPerson();
    await registerVerified(person, bus.drain);

    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await requestReset(person.email)).status);

    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(await emailsTo(person.email, 'reset-password')).toHaveLength(3);
  });
});

describe('reset links', () => {
  it('can be checked before the form is shown', async () => {
    const person = newPerson();
    await registerVerified(person, bus.drain);
    await requestReset(person.email);
    const token = await resetTokenFor(person.email);

    const good = await invoke(routes.checkResetToken, { params: { token } });
    const bad = await invoke(routes.checkResetToken, { params: { token: 'B'.repeat(43) } });

    expect(good.body).toEqual({ valid: true, message: 'Choose a new password.' });
    expect(bad.body).toEqual({ valid: false, message: INVALID });
  });

  it('set a new password and sign the account out everywhere', async () => {
    const person = newPerson();
    await registerVerified(person, bus.drain);
    const sessions = [await sessionFor(person), await sessionFor(person)];
    await requestReset(person.email);

    const result = await reset(await resetTokenFor(person.email));
    await bus.drain();

    expect(result.status).toBe(200);
    expect(result.body.message).toBe('Your password has been reset. Please sign in with your new password.');
    for (const token of sessions) expect((await invoke(routes.getUser, withSession(token))).status).toBe(401);
    expect((await logIn(person.email, person.password)).status).toBe(401);
    expect((await logIn(person.email, NEW_PASSWORD)).status).toBe(200);
    expect((await lastEmailTo(person.email, 'password-changed')).subject).toBe('Your Device DRS password was reset');
  });

  it('work once', async () => {
    const person = newPerson();
    await registerVerified(person, bus.drain);
    await requestReset(person.email);
    const token = await resetTokenFor(person.email);
    await reset(token);

    const again = await reset(token, 'Another&Pass3');

    expect(again.status).toBe(400);
    expect(again.body.message).toBe(INVALID);
    expect((await invoke(routes.checkResetToken, { params: { token } })).body.valid).toBe(false);
  });

  it('expire after 1 hour', async () => {
    const person = newPerson();
    await registerVerified(person, bus.drain);
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date();
    vi.setSystemTime(start);
    await requestReset(person.email);
    const token = await resetTokenFor(person.email);

    vi.setSystemTime(new Date(start.getTime() + HOUR + 1000));
    const result = await reset(token);

    expect(result.status).toBe(400);
    expect(result.body.message).toBe(INVALID);
  });

  it('stop working when a newer one is sent', async () => {
    const person = newPerson();
    await registerVerified(person, bus.drain);
    await requestReset(person.email);
    const older = await resetTokenFor(person.email);
    await requestReset(person.email);

    expect((await reset(older)).status).toBe(400);
    expect((await reset(await resetTokenFor(person.email))).status).toBe(200);
  });

  it('refuse a weak password with the unmet requirements and stay usable', async () => {
    const person = newPerson();
    await registerVerified(person, bus.drain);
    await requestReset(person.email);
    const token = await resetTokenFor(person.email);

    const weak = await reset(token, 'weakpass');

    expect(weak.status).toBe(400);
    expect(weak.body.requirements).toEqual(['One uppercase letter', 'One number', `One special character (@$!%*?&£"')`]);
    expect((await reset(token)).status).toBe(200);
  });

  it('verify the address of an account that never clicked its verification link', async () => {
    const person = newPerson();
    await register(person);
    await requestReset(person.email);

    await reset(await resetTokenFor(person.email));

    expect((await logIn(person.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('lift a sign-in lock', async () => {
    const person = newPerson();
    await registerVerified(person, bus.drain);
    for (let i = 0; i < 5; i++) await logIn(person.email, 'Wrong&Guess1');
    expect((await logIn(person.email, person.password)).status).toBe(429);
    await requestReset(person.email);

    await reset(await resetTokenFor(person.email));

    expect((await logIn(person.email, NEW_PASSWORD)).status).toBe(200);
  });
});
