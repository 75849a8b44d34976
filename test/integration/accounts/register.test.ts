import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../shared/api/manifest';
import { testStageHashPrefix } from '../../support/password-hashes';
import { useLocalBus } from '../../support/bus';
import { invoke } from '../../support/invoke';
import { PASSWORD, emailsTo, lastEmailTo, logIn, newPerson, provePhoneWithTicket, register, sessionFor, tokenFromLink, withSession } from './account-helpers';

let bus: ReturnType<typeof useLocalBus>;

beforeAll(() => {
  bus = useLocalBus();
});

describe('POST /api/register', () => {
  it('creates an unverified account and emails a verification link', async () => {
    const person = newPerson();

    const result = await register(person);
    await bus.drain();

    expect(result.status).toBe(201);
    expect(result.body.email).toBe(person.email);
    expect(result.body.message).toMatch(/verify/);
    const email = await lastEmailTo(person.email, 'verify-email');
    expect(email.subject).toBe('Please verify your email address for Device DRS');
    expect(email.links).toHaveLength(1);
    expect(email.links[0]).toMatch(/^http:\/\/localhost:5173\/verify-email\/[A-Za-z0-9_-]{43}$/);
    expect(email.text).toContain(email.links[0]);
  });

  it('keeps the new account from signing in until the email is verified', async () => {
    const person = newPerson();
    await register(person);

    const result = await logIn(person.email);

    expect(result.status).toBe(403);
    expect(result.body).toEqual({
      message: expect.stringContaining('verify your email address'),
      emailVerificationRequired: true,
      email: person.email,
    });
  });

  it('uses the phone number as the username when none is given, signing in by it once the phone is proven', async () => {
    const person = newPerson({ username: '' });
    const registered = await register(person);
    await bus.drain();
    await invoke(routes.verifyEmail, { body: { token: tokenFromLink((await lastEmailTo(person.email, 'verify-email')).links[0]!) } });

    const beforeProof = await logIn(person.phone);
    const proved = await provePhoneWithTicket(registered.body.phoneTicket, person.phone, bus.drain);
    const result = await logIn(person.phone);

    expect(beforeProof.status).toBe(401);
    expect(proved.status).toBe(200);
    expect(result.status).toBe(200);
    expect(result.body.username).toBe(person.phone);
  });

  it('stores the phone without spaces and the email in lower case', async () => {
    const person = newPerson();
    const spaced = `${person.phone.slice(0, 5)} ${person.phone.slice(5)}`;

    const result = await register({ ...person, phone: spaced, email: person.email.toUpperCase() });

    expect(result.status).toBe(201);
    expect(result.body.email).toBe(person.email);
    expect(result.body.phone).toBe(person.phone);
  });

  it('refuses a weak password with the list of unmet requirements', async () => {
    const result = await register(newPerson({ password: 'password' }));

    expect(result.status).toBe(400);
    expect(result.body.requirements).toEqual([
      'One uppercase letter',
      'One number',
      `One special character (@$!%*?&£"')`,
      'Must not be a commonly used password (like Password1!)',
    ]);
  });

  it("refuses the user's own username inside the password", async () => {
    const person = newPerson({ username: 'lights9' });

    const result = await register(person);

    expect(result.status).toBe(400);
    expect(result.body.requirements).toEqual(['Must not contain your email address, phone number or username']);
  });

  it('answers bad fields with the form messages, not a 500', async () => {
    const result = await register(newPerson({ firstName: '', phone: '12345' }));

    expect(result.status).toBe(400);
    expect(result.body.errors.firstName).toEqual(['First name is required']);
    expect(result.body.errors.phone).toEqual(['Must be a valid UK mobile number (format: 07xxx xxxxxx)']);
  });

  it('answers a body that is not JSON with 400', async () => {
    const result = await invoke(routes.register, { body: 'not json' as unknown as object });
    expect(result.status).toBe(400);
  });

  it.each([
    ['email', 'You already have an account with this email address. Please sign in instead.'],
    ['phone', 'You already have an account with this phone number. Please sign in instead.'],
    ['username', 'That username is taken. Please choose another.'],
  ] as const)('answers 409 for a %s already in use', async (field, message) => {
    const first = newPerson();
    const registered = await register(first);
    // A phone is in use only once proven (decision 051).
    if (field === 'phone') expect((await provePhoneWithTicket(registered.body.phoneTicket, first.phone, bus.drain)).status).toBe(200);

    const result = await register({ ...newPerson(), [field]: first[field] });

    expect(result.status).toBe(409);
    expect(result.body).toEqual({ message, field });
  });

  it('treats an email in other case as the same email', async () => {
    const first = newPerson();
    await register(first);

    const result = await register({ ...newPerson(), email: first.email.toUpperCase() });

    expect(result.status).toBe(409);
    expect(result.body.message).toContain('already have an account');
  });

  it('lets exactly one of two simultaneous registrations with the same email succeed', async () => {
    const email = newPerson().email;

    const results = await Promise.all([register(newPerson({ email })), register(newPerson({ email }))]);

    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    await bus.drain();
    expect(await emailsTo(email, 'verify-email')).toHaveLength(1);
  });

  it('lets several accounts give the same unproven phone, so none locks its owner out (decision 051)', async () => {
    const phone = newPerson().phone;

    const results = await Promise.all([1, 2, 3, 4].map(() => register(newPerson({ phone }))));

    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201]);
  });

  it('keeps a QR code from the auth page on the new account', async () => {
    const person = newPerson();

    const result = await register(person, { qrCode: 'JOB-a1b2c3d4e5f6' });

    expect(result.status).toBe(201);
    const { findUserIdBy, getUserById } = await import('../../../functions/data/users');
    const user = await getUserById((await findUserIdBy('email', person.email))!);
    expect(user?.pendingJobClaim?.qrCode).toBe('JOB-a1b2c3d4e5f6');
  });

  it('tells the signed-in customer which repair they registered from, so the site can offer to claim it', async () => {
    const person = newPerson();
    await register(person, { qrCode: 'q9Xk2LmP4rT7vW1yZ3bN5c' });
    await bus.drain();
    const link = (await lastEmailTo(person.email, 'verify-email')).links[0]!;
    await invoke(routes.verifyEmail, { body: { token: tokenFromLink(link) } });

    const user = await invoke(routes.getUser, withSession(await sessionFor(person)));

    expect(user.status).toBe(200);
    expect(user.body.pendingJobClaim).toEqual({ qrCode: 'q9Xk2LmP4rT7vW1yZ3bN5c' });
  });

  it('never stores the password or the link token in the clear', async () => {
    const person = newPerson();
    await register(person);
    await bus.drain();
    const token = tokenFromLink((await lastEmailTo(person.email, 'verify-email')).links[0]!);

    const { findUserIdBy, getUserById } = await import('../../../functions/data/users');
    const user = await getUserById((await findUserIdBy('email', person.email))!);

    expect(user?.passwordHash).toMatch(testStageHashPrefix());
    expect(JSON.stringify(user)).not.toContain(PASSWORD);
    expect(JSON.stringify(user)).not.toContain(token);
  });
});
