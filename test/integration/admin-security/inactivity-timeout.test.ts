import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../shared/api/manifest';
import { useLocalBus } from '../../support/bus';
import { invoke } from '../../support/invoke';
import { newPerson, registerVerified, sessionFor, withSession } from '../accounts/account-helpers';
import { FIRST_PASSCODE, MINUTE, getSettings, saveSettings, signedInAdmin, verifyPincode } from './admin-helpers';

let bus: ReturnType<typeof useLocalBus>;
let start: Date;

beforeAll(() => {
  bus = useLocalBus();
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  start = new Date();
  vi.setSystemTime(start);
});

afterEach(() => {
  vi.useRealTimers();
});

function at(minutes: number) {
  vi.setSystemTime(new Date(start.getTime() + minutes * MINUTE));
}

describe('admin inactivity timeout', () => {
  it('answers 423 after 10 idle minutes by default, until the passcode is verified, then resumes', async () => {
    const { token } = await signedInAdmin();
    expect((await getSettings(token)).status).toBe(200);

    at(10.5);
    const timedOut = await getSettings(token);
    const wrong = await verifyPincode(token, '000000');
    const stillTimedOut = await invoke(routes.recordAdminActivity, withSession(token));
    const verified = await verifyPincode(token, FIRST_PASSCODE);
    const resumed = await getSettings(token);

    expect(timedOut.status).toBe(423);
    expect(timedOut.body.message).toContain('Admin session timeout');
    expect(wrong.status).toBe(400);
    expect(stillTimedOut.status).toBe(423);
    expect(verified.status).toBe(200);
    expect(resumed.status).toBe(200);
    expect(resumed.body.lastActivityAt).toBe(new Date(start.getTime() + 10.5 * MINUTE).toISOString());
  });

  it('keeps the admin area open while requests keep coming', async () => {
    const { token } = await signedInAdmin();

    const statuses: number[] = [];
    for (const minute of [8, 16, 24, 32]) {
      at(minute);
      statuses.push((await invoke(routes.recordAdminActivity, withSession(token))).status);
    }
    at(41);
    statuses.push((await getSettings(token)).status);
    at(51.5);
    statuses.push((await getSettings(token)).status);

    expect(statuses).toEqual([200, 200, 200, 200, 200, 423]);
  });

  it('still answers GET /api/user while timed out, so the app knows who is signed in', async () => {
    const { token } = await signedInAdmin();

    at(11);
    const admin = await getSettings(token);
    const user = await invoke(routes.getUser, withSession(token));

    expect(admin.status).toBe(423);
    expect(user.status).toBe(200);
    expect(user.body.role).toBe('admin');
  });

  it('uses the chosen duration: 5 minutes times out at 5, 2 hours holds for 1 hour 59', async () => {
    const { token } = await signedInAdmin();
    expect((await saveSettings(token, true, 5)).status).toBe(200);

    at(4.9);
    const within = await getSettings(token);
    at(10);
    const after = await getSettings(token);
    await verifyPincode(token, FIRST_PASSCODE);
    expect((await saveSettings(token, true, 120)).status).toBe(200);
    at(10 + 119);
    const twoHours = await getSettings(token);
    at(10 + 119 + 121);
    const pastTwoHours = await getSettings(token);

    expect(within.status).toBe(200);
    expect(after.status).toBe(423);
    expect(twoHours.status).toBe(200);
    expect(pastTwoHours.status).toBe(423);
  });

  it('never times out while the timeout is disabled; enabling starts the clock from then', async () => {
    const { token } = await signedInAdmin();
    const disabled = await saveSettings(token, false, 10);

    at(180);
    const hoursLater = await getSettings(token);
    const enabled = await saveSettings(token, true, 10);
    at(189);
    const nineMinutesOn = await getSettings(token);
    at(200);
    const elevenIdle = await getSettings(token);

    expect(disabled.body).toMatchObject({ enabled: false, lastActivityAt: null, passcodeVerified: false });
    expect(hoursLater.status).toBe(200);
    expect(enabled.body).toMatchObject({ enabled: true, lastActivityAt: new Date(start.getTime() + 180 * MINUTE).toISOString() });
    expect(nineMinutesOn.status).toBe(200);
    expect(elevenIdle.status).toBe(423);
  });

  it('times out each session on its own: activity in one browser does not unlock another', async () => {
    const first = await signedInAdmin();
    const second = await sessionFor(first.person);

    at(8);
    await getSettings(first.token);
    at(12);
    const busy = await getSettings(first.token);
    const idle = await getSettings(second);

    expect(busy.status).toBe(200);
    expect(idle.status).toBe(423);
  });

  it("enforces settings saved in one browser on the admin's other sessions, and on sessions started later", async () => {
    const first = await signedInAdmin();
    const second = await sessionFor(first.person);

    await saveSettings(first.token, true, 120);
    at(60);
    const secondAnHourIdle = await getSettings(second);
    await saveSettings(first.token, true, 5);
    const third = await sessionFor(first.person);
    at(66);
    const secondSixIdle = await getSettings(second);
    const thirdSixIdle = await getSettings(third);

    expect(secondAnHourIdle.status).toBe(200);
    expect(secondSixIdle.status).toBe(423);
    expect(thirdSixIdle.status).toBe(423);
  });

  it('ends the admin session 12 hours after sign-in however active it is', async () => {
    const { token } = await signedInAdmin();
    for (let minute = 9; minute < 12 * 60; minute += 9) {
      at(minute);
      await invoke(routes.recordAdminActivity, withSession(token));
    }
    at(12 * 60 - 1);
    const before = await getSettings(token);
    at(12 * 60 + 1);
    const after = await getSettings(token);

    expect(before.status).toBe(200);
    expect(after.status).toBe(401);
  });
});

describe('who may use the timeout endpoints', () => {
  const adminSecurityRoutes = [
    routes.getAdminTimeoutSettings,
    routes.updateAdminTimeoutSettings,
    routes.changeAdminPasscode,
    routes.recordAdminActivity,
    routes.verifyAdminPincode,
    routes.recoverAdminSession,
  ];

  it('answers 401 to visitors and 403 Admin access required to customers, before reading input', async () => {
    const customer = newPerson();
    await registerVerified(customer, bus.drain);
    const customerToken = await sessionFor(customer);

    for (const route of adminSecurityRoutes) {
      const visitor = await invoke(route, { body: {} });
      const asCustomer = await invoke(route, { body: {}, ...withSession(customerToken) });
      expect([route.name, visitor.status]).toEqual([route.name, 401]);
      expect([route.name, asCustomer.status, asCustomer.body.message]).toEqual([route.name, 403, 'Admin access required']);
    }
  });
});
