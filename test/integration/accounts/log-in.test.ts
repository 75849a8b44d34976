import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../shared/api/manifest';
import { testStageHashPrefix } from '../../support/password-hashes';
import { useLocalBus } from '../../support/bus';
import { cookieFrom, invoke } from '../../support/invoke';
import { PASSWORD, SESSION_COOKIE, logIn, newPerson, registerVerified, withSession } from './account-helpers';

let bus: ReturnType<typeof useLocalBus>;
let ipCounter = 0;
/** Each test signs in from its own address, so the per-address limit of one test spares the others. */
const freshIp = () => `198.51.100.${++ipCounter}`;

beforeAll(() => {
  bus = useLocalBus();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('POST /api/login', () => {
  it.each(['email', 'phone', 'username'] as const)('signs in with the %s', async (field) => {
    const person = newPerson();
    await registerVerified(person, bus.drain);

    const result = await logIn(person[field], PASSWORD, freshIp());

    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ email: person.email, phone: person.phone, firstName: person.firstName, role: 'customer' });
    expect(result.body).not.toHaveProperty('passwordHash');
  });

  it('takes the email in any case and the phone with spaces', async () => {
    const person = newPerson();
    await registerVerified(person, bus.drain);

    expect((await logIn(person.email.toUpperCase(), PASSWORD, freshIp())).status).toBe(200);
    expect((await logIn(`${person.phone.slice(0, 5)} ${person.phone.slice(5)}`, PASSWORD, freshIp())).status).toBe(200);
  });

  it('sets a 256-bit session cookie, HttpOnly and SameSite=Lax, that GET /api/user accepts', async () => {
    const person = newPerson();
    await registerVerified(person, bus.drain);

    const result = await logIn(person.email, PASSWORD, freshIp());
    const token = cookieFrom(result, SESSION_COOKIE)!;
    const setCookie = result.cookies.find((c: string) => c.startsWith(`${SESSION_COOKIE}=`))!;

    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Path=/');
    const me = await invoke(routes.getUser, withSession(token));
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(person.email);
  });

  it('issues a new token at every sign-in and revokes the one the browser held', async () => {
    const person = newPerson();
    await registerVerified(person, bus.drain);
    const first = cookieFrom(await logIn(person.email, PASSWORD, freshIp()), SESSION_COOKIE)!;

    const second = await invoke(routes.logIn, { body: { username: person.email, password: PASSWORD }, ...withSession(first) });
    const secondToken = cookieFrom(second, SESSION_COOKIE)!;

    expect(secondToken).not.toBe(first);
    expect((await invoke(routes.getUser, withSession(first))).status).toBe(401);
    expect((await invoke(routes.getUser, withSession(secondToken))).status).toBe(200);
  });

  it('gives an unknown account and a wrong password the same answer', async () => {
    const person = newPerson();
    await registerVerified(person, bus.drain);

    const wrong = await logIn(person.email, 'Wrong&Password1', freshIp());
    const unknown = await logIn(newPerson().email, PASSWORD, freshIp());

    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ message: 'Invalid username or password' });
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.cookies).toEqual([]);
  });

  it('answers a blank identifier with the form message', async () => {
    const result = await invoke(routes.logIn, { body: { username: '', password: 'x' } });

    expect(result.status).toBe(400);
    expect(result.body.message).toBe('Phone number, username, or email is required');
  });

  it('refuses a request without the application header (CSRF)', async () => {
    const result = await invoke(routes.logIn, { body: { username: 'abc', password: 'x' }, headers: { 'x-drs-client': '' } });
    expect(result.status).toBe(403);
  });

  it('upgrades a hash made with older parameters at the next sign-in', async () => {
    const { createUser, findUserIdBy, getUserById } = await import('../../../functions/data/users');
    const { hash } = await import('@node-rs/argon2');
    const person = newPerson();
    const oldHash = await hash(PASSWORD, { algorithm: 2, memoryCost: 4096, timeCost: 1, parallelism: 1 });
    await createUser({ ...person, passwordHash: oldHash, role: 'customer', emailVerified: true });

    const result = await logIn(person.email, PASSWORD, freshIp());

    expect(result.status).toBe(200);
    const user = await getUserById((await findUserIdBy('email', person.email))!);
    expect(user!.passwordHash).toMatch(testStageHashPrefix());
    expect((await logIn(person.email, PASSWORD, freshIp())).status).toBe(200);
  });
});

describe('brute-force limits', () => {
  it('answers 429 with Retry-After after 5 failures for one account, even to the right password', async () => {
    const person = newPerson();
    await registerVerified(person, bus.drain);

    const failures = [];
    for (let i = 0; i < 5; i++) failures.push(await logIn(person.email, `Wrong&Guess${i}`, freshIp()));
    const sixth = await logIn(person.email, PASSWORD, freshIp());

    expect(failures.map((f) => f.status)).toEqual([401, 401, 401, 401, 401]);
    expect(sixth.status).toBe(429);
    expect(sixth.headers['retry-after']).toBe('900');
    expect(sixth.body.message).toBe('Too many failed sign-in attempts. Please try again in 15 minutes.');
  });

  it('counts the account whichever identifier is typed', async () => {
    const person = newPerson();
    await registerVerified(person, bus.drain);
    const identifiers = [person.email, person.phone, person.username, person.email, person.phone];

    for (const id of identifiers) await logIn(id, 'Wrong&Guess1', freshIp());

    expect((await logIn(person.username, PASSWORD, freshIp())).status).toBe(429);
  });

  it('limits unknown accounts the same way, so the limit does not tell whether one exists', async () => {
    const ghost = newPerson().email;
    for (let i = 0; i < 5; i++) await logIn(ghost, 'Wrong&Guess1', freshIp());

    const sixth = await logIn(ghost, 'Wrong&Guess1', freshIp());

    expect(sixth.status).toBe(429);
    expect(sixth.headers['retry-after']).toBe('900');
  });

  it('lets parallel guesses through only up to the limit', async () => {
    const person = newPerson();
    await registerVerified(person, bus.drain);

    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => logIn(person.email, `Wrong&Guess${i}`, freshIp())));

    expect(results.filter((r) => r.status === 401).length).toBeLessThanOrEqual(5);
    expect(results.filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(5);
  });

  it('lifts the lock after 15 minutes', async () => {
    const person = newPerson();
    await registerVerified(person, bus.drain);
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date();
    vi.setSystemTime(start);
    for (let i = 0; i < 5; i++) await logIn(person.email, 'Wrong&Guess1', freshIp());

    vi.setSystemTime(new Date(start.getTime() + 10 * 60_000));
    const during = await logIn(person.email, PASSWORD, freshIp());
    vi.setSystemTime(new Date(start.getTime() + 15 * 60_000 + 1000));
    const after = await logIn(person.email, PASSWORD, freshIp());

    expect(during.status).toBe(429);
    expect(during.headers['retry-after']).toBe('300');
    expect(during.body.message).toBe('Too many failed sign-in attempts. Please try again in 5 minutes.');
    expect(after.status).toBe(200);
  });

  it('forgets earlier failures after a successful sign-in', async () => {
    const person = newPerson();
    await registerVerified(person, bus.drain);
    for (let i = 0; i < 4; i++) await logIn(person.email, 'Wrong&Guess1', freshIp());
    expect((await logIn(person.email, PASSWORD, freshIp())).status).toBe(200);

    for (let i = 0; i < 4; i++) await logIn(person.email, 'Wrong&Guess1', freshIp());

    expect((await logIn(person.email, PASSWORD, freshIp())).status).toBe(200);
  });

  it('answers 429 to a client address after 50 failures in 15 minutes, whatever the account', async () => {
    const ip = freshIp();
    for (let i = 0; i < 50; i++) await logIn(`nobody${i}_${ip.replace(/\D/g, '')}@example.com`, 'Wrong&Guess1', ip);
    const person = newPerson();
    await registerVerified(person, bus.drain);

    const fromThatAddress = await logIn(person.email, PASSWORD, ip);
    const fromAnother = await logIn(person.email, PASSWORD, freshIp());

    expect(fromThatAddress.status).toBe(429);
    expect(fromThatAddress.headers['retry-after']).toBe('900');
    expect(fromAnother.status).toBe(200);
  });
});
