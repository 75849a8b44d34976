// Wrong passcodes sent at once (issue 27, decision 238): whatever the concurrency, at most 4 wrong
// passcodes are checked and answered 'Incorrect passcode.' per sign-in, the 5th locks, and a try
// that was already past the session check when the lock signed the admin out is not checked at all:
// the lock no longer resets the try counter, the sign-in that follows it does.
import { beforeAll, describe, expect, it } from 'vitest';
import { checkPasscode } from '../../../functions/admin-security/passcode-check';
import { getAdminSecurity } from '../../../functions/data/admin-security';
import { NotAuthenticatedError } from '../../../functions/lib/http-errors';
import { useLocalBus } from '../../support/bus';
import { FIRST_PASSCODE, auditEventsOf, signedInAdmin, verifyPincode } from './admin-helpers';
import { sessionFor } from '../accounts/account-helpers';

let bus: ReturnType<typeof useLocalBus>;

beforeAll(() => {
  bus = useLocalBus();
});

describe('wrong passcodes at once', () => {
  it('answers at most 4 of 12 wrong passcodes sent at once as incorrect; the rest are told to sign in again', async () => {
    const { token, userId } = await signedInAdmin();

    const results = await Promise.all(Array.from({ length: 12 }, () => verifyPincode(token, '111111')));
    await bus.drain();

    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array(4).fill(400), ...Array(8).fill(401)]);
    for (const r of results.filter((x) => x.status === 401)) expect(r.body.message).toBe('Too many incorrect passcodes. Please sign in again.');
    expect(auditEventsOf(bus, userId, 'passcode_failed')).toHaveLength(4);
  });

  it('does not check a try that was past the session check when the lock signed the admin out', async () => {
    const { token, userId } = await signedInAdmin();
    for (let i = 0; i < 5; i++) await verifyPincode(token, '111111');
    const inFlight = { requestId: 'in-flight', clientIp: '203.0.113.9', userAgent: 'vitest', sessionToken: token, session: null };

    // What the handler does once the session guard has let the try through: count it, then check it.
    const late = checkPasscode(await getAdminSecurity(userId), '111111', inFlight, new Date());

    await expect(late).rejects.toBeInstanceOf(NotAuthenticatedError);
    await bus.drain();
    expect(auditEventsOf(bus, userId, 'passcode_failed')).toHaveLength(4);
  });

  it('gives 5 fresh tries to the sign-in that follows the lock, and only to it', async () => {
    const { person, token } = await signedInAdmin();
    for (let i = 0; i < 5; i++) await verifyPincode(token, '111111');

    const again = await sessionFor(person);
    const tries = [];
    for (let i = 0; i < 4; i++) tries.push((await verifyPincode(again, '111111')).status);
    await sessionFor(person);
    tries.push((await verifyPincode(again, '111111')).status);

    // Signing in on another device meanwhile did not reset the tries under way.
    expect(tries).toEqual([400, 400, 400, 400, 401]);
    expect((await verifyPincode(await sessionFor(person), FIRST_PASSCODE)).status).toBe(200);
  });
});
