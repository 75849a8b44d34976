// Issue 12 item 3 and issue 18 (decisions 051-052): a phone given at registration is unproven and
// claims nothing until its texted code is confirmed, so it cannot lock the number's real owner out;
// only a proven number signs in, and of two accounts proving one number exactly one wins.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../shared/api/manifest';
import { PHONE_TICKET_EXPIRED_MESSAGE } from '../../../functions/messaging/registration-phone-ticket';
import { useLocalBus } from '../../support/bus';
import { invoke } from '../../support/invoke';
import {
  PASSWORD,
  lastCodeTextedTo,
  logIn,
  newPerson,
  provePhoneWithTicket,
  register,
  registerVerified,
  registrationAddress,
  sessionFor,
  withSession,
} from './account-helpers';

let bus: ReturnType<typeof useLocalBus>;

beforeAll(() => {
  bus = useLocalBus();
});

afterEach(() => {
  vi.useRealTimers();
});

const VERIFIED_ELSEWHERE =
  'This mobile number is already verified on another account. Please change the number on your profile, or sign in to that account.';

describe('the phone at registration', () => {
  it("lets the number's real owner register and prove it after someone else registered with it", async () => {
    const phone = newPerson().phone;
    const impostor = newPerson({ phone });
    const owner = newPerson({ phone });
    await registerVerified(impostor, bus.drain, { provePhone: false });

    const ownerRegistered = await register(owner);
    const ownerProved = await provePhoneWithTicket(ownerRegistered.body.phoneTicket, phone, bus.drain);
    const impostorAsks = await invoke(routes.sendPhoneCode, withSession(await sessionFor(impostor)));

    expect(ownerRegistered.status).toBe(201);
    expect(ownerProved.status).toBe(200);
    expect(ownerProved.body.message).toBe('Your mobile number is verified. Once your email is verified you can sign in with it too.');
    expect(impostorAsks.status).toBe(409);
    expect(impostorAsks.body.message).toBe(VERIFIED_ELSEWHERE);
    // A later registration with the proven number is refused as a duplicate.
    const later = await register(newPerson({ phone }));
    expect(later.status).toBe(409);
    expect(later.body).toEqual({ message: 'You already have an account with this phone number. Please sign in instead.', field: 'phone' });
  });

  it('signs in by phone only the account that proved it', async () => {
    const phone = newPerson().phone;
    const unproven = newPerson({ phone });
    const proven = newPerson({ phone });
    await registerVerified(unproven, bus.drain, { provePhone: false });
    const beforeAnyProof = await logIn(phone);
    await registerVerified(proven, bus.drain);

    const result = await logIn(phone);

    expect(beforeAnyProof.status).toBe(401);
    expect(result.status).toBe(200);
    expect(result.body.email).toBe(proven.email);
  });

  it('does not sign in by a phone whose claim was written without proof (data from before decision 051)', async () => {
    const person = newPerson();
    await registerVerified(person, bus.drain, { provePhone: false });
    const { findUserIdBy, uniqueItem } = await import('../../../functions/data/users');
    const { db, tableName } = await import('../../../functions/data/client');
    const { PutCommand } = await import('@aws-sdk/lib-dynamodb');
    await db.send(new PutCommand({ TableName: tableName, Item: uniqueItem('phone', person.phone, (await findUserIdBy('email', person.email))!) }));

    const result = await logIn(person.phone);

    expect(result.status).toBe(401);
    expect(result.body.message).toBe('Invalid username or password');
  });

  it('lets exactly one of two accounts proving the same number at once win', async () => {
    const phone = newPerson().phone;
    const tickets: string[] = [];
    const addresses = [registrationAddress(), registrationAddress()];
    for (const address of addresses) {
      const registered = await register(newPerson({ phone }), {}, address);
      tickets.push(registered.body.phoneTicket);
    }
    const codes: string[] = [];
    for (const [i, ticket] of tickets.entries()) {
      expect((await invoke(routes.sendRegistrationPhoneCode, { body: { ticket }, sourceIp: addresses[i] })).status).toBe(200);
      await bus.drain();
      codes.push(await lastCodeTextedTo(phone));
    }

    const answers = await Promise.all(
      tickets.map((ticket, i) => invoke(routes.confirmRegistrationPhoneCode, { body: { ticket, code: codes[i]! }, sourceIp: addresses[i] })),
    );

    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body.message).toBe(VERIFIED_ELSEWHERE);
    const { findUserIdBy } = await import('../../../functions/data/users');
    const winner = tickets[answers.findIndex((a) => a.status === 200)]!.split('.')[0];
    expect(await findUserIdBy('phone', phone)).toBe(winner);
  });

  it('lets an account whose unproven number another account proved still change its phone and close', async () => {
    const phone = newPerson().phone;
    const unproven = newPerson({ phone });
    await registerVerified(unproven, bus.drain, { provePhone: false });
    await registerVerified(newPerson({ phone }), bus.drain);
    const token = await sessionFor(unproven);

    const changed = await invoke(routes.updateProfile, {
      body: { firstName: unproven.firstName, lastName: unproven.lastName, phone: newPerson().phone, currentPassword: PASSWORD },
      ...withSession(token),
    });
    const closed = await invoke(routes.closeMyAccount, { body: { password: PASSWORD, confirm: 'CLOSE' }, ...withSession(token) });
    const { findUserIdBy } = await import('../../../functions/data/users');

    expect(changed.status).toBe(200);
    expect(closed.status).toBe(200);
    expect(await findUserIdBy('phone', phone)).not.toBeNull();
    expect((await logIn(phone)).status).toBe(200);
  });

  it('refuses a wrong or expired ticket with one message', async () => {
    const person = newPerson();
    const registered = await register(person);
    const ticket: string = registered.body.phoneTicket;
    const forged = `${ticket.split('.')[0]}.${'A'.repeat(43)}`;

    const wrong = await invoke(routes.sendRegistrationPhoneCode, { body: { ticket: forged } });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 31 * 60_000);
    const late = await invoke(routes.sendRegistrationPhoneCode, { body: { ticket } });
    vi.useRealTimers();
    const malformed = await invoke(routes.sendRegistrationPhoneCode, { body: { ticket: 'x'.repeat(5000) } });

    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(PHONE_TICKET_EXPIRED_MESSAGE);
    expect(late.status).toBe(400);
    expect(late.body.message).toBe(PHONE_TICKET_EXPIRED_MESSAGE);
    expect(malformed.status).toBe(400);
  });

  it('keeps the code rules: 5 wrong tries void the code', async () => {
    const person = newPerson();
    const sourceIp = registrationAddress();
    const registered = await register(person, {}, sourceIp);
    const ticket: string = registered.body.phoneTicket;
    await invoke(routes.sendRegistrationPhoneCode, { body: { ticket }, sourceIp });
    await bus.drain();
    const code = await lastCodeTextedTo(person.phone);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');

    for (let i = 0; i < 5; i++) await invoke(routes.confirmRegistrationPhoneCode, { body: { ticket, code: wrong }, sourceIp });
    const right = await invoke(routes.confirmRegistrationPhoneCode, { body: { ticket, code }, sourceIp });

    expect(right.status).toBe(400);
    expect(right.body.message).toBe('Too many wrong codes: send a new code.');
    expect((await logIn(person.phone, PASSWORD)).status).toBe(401);
  });
});
