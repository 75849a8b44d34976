import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../shared/api/manifest';
import { totpCodeAt } from '../../../functions/accounts/totp';
import { useLocalBus } from '../../support/bus';
import { cookieFrom, invoke } from '../../support/invoke';
import { PASSWORD, SESSION_COOKIE, logIn, newPerson, registerVerified, sessionFor, withSession } from './account-helpers';

let bus: ReturnType<typeof useLocalBus>;
let ipCounter = 0;
const freshIp = () => `192.0.2.${++ipCounter}`;

beforeAll(() => {
  bus = useLocalBus();
});

afterEach(() => {
  vi.useRealTimers();
});

/** A clock the test moves in whole 30-second TOTP steps from a start it sets. */
function clockAt(start: Date) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(start);
  const at = (steps: number) => new Date(start.getTime() + steps * 30_000);
  return {
    at,
    move: (steps: number) => {
      vi.setSystemTime(at(steps));
      return at(steps);
    },
  };
}

async function personWithTwoFactor() {
  const person = newPerson();
  await registerVerified(person, bus.drain);
  const token = await sessionFor(person);
  const setup = await invoke(routes.startTwoFactorSetup, withSession(token));
  const secret: string = setup.body.secret;
  const enabled = await invoke(routes.enableTwoFactor, { body: { code: totpCodeAt(secret, new Date()), password: person.password }, ...withSession(token) });
  return { person, token, secret, setup, enabled, recoveryCodes: enabled.body.recoveryCodes as string[] };
}

async function challengeFor(identifier: string) {
  const result = await logIn(identifier, PASSWORD, freshIp());
  return result.body.challenge as string;
}

const secondStep = (challenge: string, code: string) =>
  invoke(routes.logInSecondFactor, { body: { challenge, code }, sourceIp: freshIp() });

describe('two-factor setup', () => {
  it('gives a 160-bit secret, an otpauth URL and a QR code image', async () => {
    const { setup, secret } = await personWithTwoFactor();

    expect(setup.status).toBe(200);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Device%20DRS:/);
    expect(setup.body.otpauthUrl).toContain(`secret=${secret}`);
    expect(setup.body.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
  });

  it('turns on with a right code and answers 10 recovery codes', async () => {
    const { enabled, recoveryCodes, token } = await personWithTwoFactor();

    expect(enabled.status).toBe(200);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect((await invoke(routes.getUser, withSession(token))).body.twoFactorEnabled).toBe(true);
  });

  it('stays off after a wrong code', async () => {
    const person = newPerson();
    await registerVerified(person, bus.drain);
    const token = await sessionFor(person);
    await invoke(routes.startTwoFactorSetup, withSession(token));

    const result = await invoke(routes.enableTwoFactor, { body: { code: '000000', password: person.password }, ...withSession(token) });

    expect(result.status).toBe(400);
    expect(result.body.errors.code).toHaveLength(1);
    expect((await invoke(routes.getUser, withSession(token))).body.twoFactorEnabled).toBe(false);
  });

  it('needs a session', async () => {
    expect((await invoke(routes.startTwoFactorSetup)).status).toBe(401);
  });

  it('stores the recovery codes only as hashes', async () => {
    const { person, recoveryCodes } = await personWithTwoFactor();
    const { findUserIdBy, getUserById } = await import('../../../functions/data/users');

    const user = await getUserById((await findUserIdBy('email', person.email))!);

    const stored = [...user!.recoveryCodes!];
    expect(stored).toHaveLength(10);
    for (const code of recoveryCodes) expect(stored).not.toContain(code);
  });
});

describe('signing in with two-factor on', () => {
  it('asks for a code after the password, with no session yet', async () => {
    const { person } = await personWithTwoFactor();

    const result = await logIn(person.email, PASSWORD, freshIp());

    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ twoFactorRequired: true, challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    expect(cookieFrom(result, SESSION_COOKIE)).toBeNull();
  });

  it('completes with the code from the app', async () => {
    const { person, secret } = await personWithTwoFactor();
    const clock = clockAt(new Date(Date.now() + 60_000));
    const challenge = await challengeFor(person.email);

    const result = await secondStep(challenge, totpCodeAt(secret, clock.at(0)));

    expect(result.status).toBe(200);
    expect(result.body.email).toBe(person.email);
    const token = cookieFrom(result, SESSION_COOKIE)!;
    expect((await invoke(routes.getUser, withSession(token))).status).toBe(200);
  });

  it('accepts each code once', async () => {
    const { person, secret } = await personWithTwoFactor();
    const clock = clockAt(new Date(Date.now() + 60_000));
    const code = totpCodeAt(secret, clock.at(0));
    await secondStep(await challengeFor(person.email), code);

    const replay = await secondStep(await challengeFor(person.email), code);

    expect(replay.status).toBe(401);
    expect(replay.body.message).toBe('That code is not valid. Please try again.');
    clock.move(1);
    expect((await secondStep(await challengeFor(person.email), totpCodeAt(secret, clock.at(1)))).status).toBe(200);
  });

  it('accepts a code from one step either side, not two', async () => {
    const { person, secret } = await personWithTwoFactor();
    const clock = clockAt(new Date(Date.now() + 120_000));

    const twoBehind = await secondStep(await challengeFor(person.email), totpCodeAt(secret, clock.at(-2)));
    const oneAhead = await secondStep(await challengeFor(person.email), totpCodeAt(secret, clock.at(1)));

    expect(twoBehind.status).toBe(401);
    expect(oneAhead.status).toBe(200);
  });

  it('accepts each recovery code once, typed in any case', async () => {
    const { person, recoveryCodes } = await personWithTwoFactor();
    const code = recoveryCodes[0]!;

    const first = await secondStep(await challengeFor(person.email), code.toUpperCase());
    const again = await secondStep(await challengeFor(person.email), code);

    expect(first.status).toBe(200);
    expect(again.status).toBe(401);
    expect((await secondStep(await challengeFor(person.email), recoveryCodes[1]!)).status).toBe(200);
  });

  it('uses a challenge once', async () => {
    const { person, recoveryCodes } = await personWithTwoFactor();
    const challenge = await challengeFor(person.email);
    await secondStep(challenge, recoveryCodes[0]!);

    const again = await secondStep(challenge, recoveryCodes[1]!);

    expect(again.status).toBe(401);
    expect(again.body.message).toBe('Your sign-in has expired. Please sign in again.');
  });

  it('ends a challenge after 5 minutes', async () => {
    const { person, secret } = await personWithTwoFactor();
    const clock = clockAt(new Date(Date.now() + 60_000));
    const challenge = await challengeFor(person.email);

    const late = await secondStep(challenge, totpCodeAt(secret, clock.move(11)));

    expect(late.status).toBe(401);
    expect(late.body.message).toBe('Your sign-in has expired. Please sign in again.');
  });

  it('counts wrong codes towards the account limit', async () => {
    const { person, recoveryCodes } = await personWithTwoFactor();
    for (let i = 0; i < 5; i++) await secondStep(await challengeFor(person.email), '123456');

    const locked = await logIn(person.email, PASSWORD, freshIp());

    expect(locked.status).toBe(429);
    expect(locked.headers['retry-after']).toBe('900');
    expect(recoveryCodes).toHaveLength(10);
  });

  it('refuses a made-up challenge', async () => {
    const result = await secondStep('C'.repeat(43), '123456');
    expect(result.status).toBe(401);
  });
});

describe('turning two-factor off', () => {
  it('needs the password and a code', async () => {
    const { person, token, secret } = await personWithTwoFactor();
    const clock = clockAt(new Date(Date.now() + 60_000));

    const wrongPassword = await invoke(routes.disableTwoFactor, {
      body: { password: 'Wrong&Pass1', code: totpCodeAt(secret, clock.at(0)) },
      ...withSession(token),
    });
    const wrongCode = await invoke(routes.disableTwoFactor, { body: { password: PASSWORD, code: '000000' }, ...withSession(token) });
    const right = await invoke(routes.disableTwoFactor, {
      body: { password: PASSWORD, code: totpCodeAt(secret, clock.at(0)) },
      ...withSession(token),
    });

    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.errors.password).toEqual(['Your current password is incorrect.']);
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.body.errors.code).toEqual(['That code is not valid. Please try again.']);
    expect(right.status).toBe(200);
    const signIn = await logIn(person.email, PASSWORD, freshIp());
    expect(signIn.body.twoFactorRequired).toBeUndefined();
    expect(signIn.body.twoFactorEnabled).toBe(false);
  });

  it('takes a recovery code instead of an app code', async () => {
    const { token, recoveryCodes } = await personWithTwoFactor();

    const result = await invoke(routes.disableTwoFactor, { body: { password: PASSWORD, code: recoveryCodes[3]! }, ...withSession(token) });

    expect(result.status).toBe(200);
  });
});
