import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../shared/api/manifest';
import { useLocalBus } from '../../support/bus';
import { invoke } from '../../support/invoke';
import { logIn, sessionFor, withSession } from '../accounts/account-helpers';
import {
  FIRST_PASSCODE,
  MINUTE,
  auditEventsOf,
  changePasscode,
  getSettings,
  recover,
  saveSettings,
  signedInAdmin,
  verifyPincode,
} from './admin-helpers';

let bus: ReturnType<typeof useLocalBus>;

beforeAll(() => {
  bus = useLocalBus();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('passcode lock', () => {
  it('signs the admin out everywhere at the 5th wrong passcode; signing in again starts afresh', async () => {
    const { person, token, userId } = await signedInAdmin();
    const otherBrowser = await sessionFor(person);

    const wrongs = [];
    for (let i = 0; i < 5; i++) wrongs.push(await verifyPincode(token, '111111'));
    await bus.drain();
    const afterLock = await invoke(routes.getUser, withSession(token));
    const otherAfterLock = await invoke(routes.getUser, withSession(otherBrowser));
    const rightTooLate = await verifyPincode(token, FIRST_PASSCODE);
    const again = await sessionFor(person);
    const firstWrongAfterSignIn = await verifyPincode(again, '111111');
    const rightAfterSignIn = await verifyPincode(again, FIRST_PASSCODE);

    expect(wrongs.map((r) => r.status)).toEqual([400, 400, 400, 400, 401]);
    expect(wrongs[0]!.body.message).toBe('Incorrect passcode.');
    expect(wrongs[4]!.body.message).toBe('Too many incorrect passcodes. Please sign in again.');
    expect(afterLock.status).toBe(401);
    expect(otherAfterLock.status).toBe(401);
    expect(rightTooLate.status).toBe(401);
    expect(firstWrongAfterSignIn.status).toBe(400);
    expect(rightAfterSignIn.status).toBe(200);
    expect(auditEventsOf(bus, userId, 'sign_out')).toHaveLength(1);
  });

  it('forgets wrong tries after a right passcode', async () => {
    const { token } = await signedInAdmin();

    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await verifyPincode(token, '222222')).status);
    statuses.push((await verifyPincode(token, FIRST_PASSCODE)).status);
    for (let i = 0; i < 4; i++) statuses.push((await verifyPincode(token, '222222')).status);

    expect(statuses).toEqual([400, 400, 400, 400, 200, 400, 400, 400, 400]);
    expect((await getSettings(token)).status).toBe(200);
  });

  it('refuses a pincode that is not 6 digits without counting it', async () => {
    const { token } = await signedInAdmin();

    const short = await verifyPincode(token, '12345');
    const letters = await verifyPincode(token, 'abcdef');

    expect(short.status).toBe(400);
    expect(short.body.message).toContain('6 digits');
    expect(letters.status).toBe(400);
  });
});

describe('changing the passcode', () => {
  it('needs the current passcode verified first; the new one then unlocks, the old one no longer', async () => {
    const { token } = await signedInAdmin();

    const unproven = await changePasscode(token, '135790');
    await verifyPincode(token, FIRST_PASSCODE);
    const changed = await changePasscode(token, '135790');
    const oldOne = await verifyPincode(token, FIRST_PASSCODE);
    const newOne = await verifyPincode(token, '135790');

    expect(unproven.status).toBe(403);
    expect(unproven.body.message).toBe('Verify the current passcode or the admin password before changing the passcode.');
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ customPasscode: true, hasPasscode: true, passcodeVerified: false });
    expect(oldOne.status).toBe(400);
    expect(newOne.status).toBe(200);
  });

  it('uses one verification for one change, and only within 5 minutes', async () => {
    const { token, userId } = await signedInAdmin();
    await verifyPincode(token, FIRST_PASSCODE);
    const first = await changePasscode(token, '246801');
    const second = await changePasscode(token, '246802');

    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date();
    vi.setSystemTime(start);
    await verifyPincode(token, '246801');
    vi.setSystemTime(new Date(start.getTime() + 5 * MINUTE + 1000));
    const late = await changePasscode(token, '246803');
    await bus.drain();

    expect(first.status).toBe(200);
    expect(second.status).toBe(403);
    expect(late.status).toBe(403);
    expect(auditEventsOf(bus, userId, 'passcode_changed')).toHaveLength(1);
  });

  it('accepts exactly 6 digits only', async () => {
    const { token } = await signedInAdmin();
    await verifyPincode(token, FIRST_PASSCODE);

    for (const bad of ['', '12345', '1234567', '12a456']) {
      const result = await changePasscode(token, bad);
      expect([bad, result.status]).toEqual([bad, 400]);
    }
    expect((await changePasscode(token, '012345')).status).toBe(200);
  });
});

describe('emergency recovery: POST /api/auth/login {phone: Admin, password}', () => {
  it('checks the signed-in admin password; on success the passcode can be changed without the current one', async () => {
    const { person, token, userId } = await signedInAdmin();

    const wrong = await recover(token, 'Not-the-password1!');
    const right = await recover(token, person.password);
    const state = await getSettings(token);
    const changed = await changePasscode(token, '975310');
    const newOne = await verifyPincode(token, '975310');
    await bus.drain();

    expect(wrong.status).toBe(400);
    expect(right.status).toBe(200);
    expect(right.body).toEqual({ ok: true });
    expect(state.body.recoveryVerified).toBe(true);
    expect(changed.status).toBe(200);
    expect(newOne.status).toBe(200);
    const recoveries = auditEventsOf(bus, userId, 'emergency_recovery').map((e) => (e.detail as { details: string }).details);
    expect(recoveries).toEqual([
      'Admin timeout security - emergency recovery failed',
      'Admin timeout security - emergency recovery success',
    ]);
  });

  it('unlocks a timed-out session, also for an admin who has no passcode yet', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date();
    vi.setSystemTime(start);
    const { person, token } = await signedInAdmin({ passcode: null });
    vi.setSystemTime(new Date(start.getTime() + 11 * MINUTE));

    const timedOut = await getSettings(token);
    const noPasscode = await verifyPincode(token, '000000');
    const recovered = await recover(token, person.password);
    const resumed = await getSettings(token);
    const set = await changePasscode(token, '864200');

    expect(timedOut.status).toBe(423);
    expect(noPasscode.status).toBe(400);
    expect(noPasscode.body.message).toBe('No passcode is set. Use emergency recovery with the admin password.');
    expect(recovered.status).toBe(200);
    expect(resumed.status).toBe(200);
    expect(resumed.body).toMatchObject({ hasPasscode: false, customPasscode: false, recoveryVerified: true });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ hasPasscode: true, customPasscode: true });
  });

  it('is rate limited like a sign-in: after 5 wrong passwords, 429 even with the right one', async () => {
    const { person, token } = await signedInAdmin();

    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await recover(token, 'Wrong-password-1!')).status);
    const right = await recover(token, person.password);

    expect(statuses).toEqual([400, 400, 400, 400, 400]);
    expect(right.status).toBe(429);
    expect(right.headers['retry-after']).toBeDefined();
  });

  it("refuses a phone other than the literal 'Admin'", async () => {
    const { person, token } = await signedInAdmin();

    const result = await invoke(routes.recoverAdminSession, { body: { phone: person.phone, password: person.password }, ...withSession(token) });

    expect(result.status).toBe(400);
    expect(result.body.message).toContain("'Admin'");
  });

  it('checks the password of the admin who is signed in, not of whoever the phone names', async () => {
    const { token } = await signedInAdmin();
    const other = await signedInAdmin();

    expect((await recover(token, other.person.password + 'x')).status).toBe(400);
    expect((await logIn(other.person.email, other.person.password)).status).toBe(200);
  });
});

describe('timeout settings', () => {
  it('starts at the defaults: enabled, 10 minutes, the generated passcode', async () => {
    const { token } = await signedInAdmin();

    const state = await getSettings(token);

    expect(state.status).toBe(200);
    expect(state.body).toMatchObject({
      enabled: true,
      durationMinutes: 10,
      customPasscode: false,
      hasPasscode: true,
      passcodeVerified: false,
      recoveryVerified: false,
    });
    expect(typeof state.body.lastActivityAt).toBe('string');
  });

  it('saves the settings per admin, records the change, and refuses durations outside the options', async () => {
    const { token, userId, person } = await signedInAdmin();

    const saved = await saveSettings(token, true, 30);
    const otherBrowser = await getSettings(await sessionFor(person));
    const odd = await saveSettings(token, true, 7);
    await bus.drain();

    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ enabled: true, durationMinutes: 30 });
    expect(otherBrowser.body).toMatchObject({ enabled: true, durationMinutes: 30 });
    expect(odd.status).toBe(400);
    expect(odd.body.message).toBe('Choose one of 5, 10, 15, 30, 60, 120 minutes.');
    expect(auditEventsOf(bus, userId, 'timeout_settings_changed').map((e) => (e.detail as { details: string }).details)).toEqual([
      'Admin timeout security - timeout enabled, 30 minutes',
    ]);
  });

  it('disabling clears the last activity and the passcode-verified flag', async () => {
    const { token } = await signedInAdmin();
    await verifyPincode(token, FIRST_PASSCODE);
    expect((await getSettings(token)).body.passcodeVerified).toBe(true);

    const disabled = await saveSettings(token, false, 10);
    const read = await getSettings(token);

    expect(disabled.body).toMatchObject({ enabled: false, lastActivityAt: null, passcodeVerified: false });
    expect(read.body).toMatchObject({ enabled: false, lastActivityAt: null, passcodeVerified: false });
  });
});
