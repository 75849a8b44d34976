import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../shared/api/manifest';
import { useLocalBus } from '../../support/bus';
import { invoke } from '../../support/invoke';
import { emailsTo, lastEmailTo, logIn, newPerson, register, tokenFromLink } from './account-helpers';

const HOUR = 60 * 60 * 1000;
const INVALID = 'This verification link is invalid or has expired.';
const RESEND_REPLY = 'If an account with that email address still needs verifying, we have sent a new verification link.';
let bus: ReturnType<typeof useLocalBus>;

beforeAll(() => {
  bus = useLocalBus();
});

afterEach(() => {
  vi.useRealTimers();
});

async function registeredWithToken() {
  const person = newPerson();
  await register(person);
  await bus.drain();
  return { person, token: tokenFromLink((await lastEmailTo(person.email, 'verify-email')).links[0]!) };
}

const verify = (token: string) => invoke(routes.verifyEmail, { body: { token } });

describe('POST /api/verify-email', () => {
  it('verifies the address, after which the account can sign in', async () => {
    const { person, token } = await registeredWithToken();

    const result = await verify(token);

    expect(result.status).toBe(200);
    expect(result.body).toEqual({ verified: true, email: person.email, message: 'Your email address is verified. You can now sign in.' });
    const signIn = await logIn(person.email);
    expect(signIn.status).toBe(200);
    expect(signIn.body.emailVerified).toBe(true);
  });

  it('works once', async () => {
    const { token } = await registeredWithToken();
    await verify(token);

    const again = await verify(token);

    // An answer about the link, not a failed request (decision 215).
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ verified: false, message: INVALID });
  });

  it('expires after 24 hours', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date();
    vi.setSystemTime(start);
    const { token } = await registeredWithToken();

    vi.setSystemTime(new Date(start.getTime() + 24 * HOUR + 1000));
    const result = await verify(token);

    expect(result.status).toBe(200);
    expect(result.body).toEqual({ verified: false, message: INVALID });
  });

  it('still works just before 24 hours', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date();
    vi.setSystemTime(start);
    const { token } = await registeredWithToken();

    vi.setSystemTime(new Date(start.getTime() + 24 * HOUR - 60_000));

    expect((await verify(token)).body).toMatchObject({ verified: true });
  });

  it('answers a made-up or malformed token with the same message', async () => {
    for (const token of ['A'.repeat(43), 'short', '']) {
      const result = await verify(token);
      expect(result.status).toBe(200);
      expect(result.body).toEqual({ verified: false, message: INVALID });
    }
  });
});

describe('POST /api/resend-verification', () => {
  it('sends a new link that works, and retires the old one', async () => {
    const { person, token: oldToken } = await registeredWithToken();

    const result = await invoke(routes.resendVerification, { body: { email: person.email } });
    await bus.drain();
    const newToken = tokenFromLink((await lastEmailTo(person.email, 'verify-email')).links[0]!);

    expect(result.status).toBe(200);
    expect(result.body.message).toBe(RESEND_REPLY);
    expect(newToken).not.toBe(oldToken);
    expect((await verify(oldToken)).body).toEqual({ verified: false, message: INVALID });
    expect((await verify(newToken)).body).toMatchObject({ verified: true });
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const ghost = newPerson().email;

    const result = await invoke(routes.resendVerification, { body: { email: ghost } });
    await bus.drain();

    expect(result.status).toBe(200);
    expect(result.body.message).toBe(RESEND_REPLY);
    expect(await emailsTo(ghost)).toEqual([]);
  });

  it('sends nothing to an address that is already verified', async () => {
    const { person, token } = await registeredWithToken();
    await verify(token);

    const result = await invoke(routes.resendVerification, { body: { email: person.email } });
    await bus.drain();

    expect(result.body.message).toBe(RESEND_REPLY);
    expect(await emailsTo(person.email, 'verify-email')).toHaveLength(1);
  });

  it('allows 3 requests per address per hour, then 429 with Retry-After', async () => {
    const { person } = await registeredWithToken();

    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push(await invoke(routes.resendVerification, { body: { email: person.email } }));

    expect(statuses.map((s) => s.status)).toEqual([200, 200, 200, 429]);
    expect(Number(statuses[3]!.headers['retry-after'])).toBeGreaterThan(3500);
    expect(statuses[3]!.body.message).toMatch(/^Too many emails have been requested for this address/);
  });

  it('limits unknown addresses the same way', async () => {
    const ghost = newPerson().email;
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await invoke(routes.resendVerification, { body: { email: ghost } })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
