import { beforeAll, describe, expect, it } from 'vitest';
import { provisionInitialPasscode } from '../../../functions/admin-security/initial-passcode';
import { readAuditLog } from '../../../functions/data/audit-log-query';
import { useLocalBus } from '../../support/bus';
import { routes } from '../../../shared/api/manifest';
import { invoke } from '../../support/invoke';
import { sessionFor, withSession } from '../accounts/account-helpers';
import { FIRST_PASSCODE, auditEventsOf, changePasscode, createAdmin, getSettings, recover, saveSettings, signedInAdmin, verifyPincode } from './admin-helpers';

let bus: ReturnType<typeof useLocalBus>;

beforeAll(() => {
  bus = useLocalBus();
});

describe('the server records the timeout area in the activity log', () => {
  it('stores settings, recovery, passcode change and the passcode lock once each, stamped with the admin', async () => {
    const { person, token, userId } = await signedInAdmin();

    await saveSettings(token, true, 15);
    await recover(token, person.password);
    await changePasscode(token, '369258');
    const other = await sessionFor(person);
    for (let i = 0; i < 5; i++) await verifyPincode(other, '000001');
    await bus.drain();
    // A redelivered event (EventBridge delivers at least once) is stored once.
    for (const event of bus.delivered.filter((e) => (e.detail as { userId?: string }).userId === userId)) bus.publish(event);
    await bus.drain();

    const { entries } = await readAuditLog({ userId }, 50);
    const timeoutArea = entries
      .filter((e) => ['timeout_settings_changed', 'emergency_recovery', 'passcode_changed', 'sign_out'].includes(e.action))
      .map((e) => [e.action, e.details])
      .reverse();
    expect(timeoutArea).toEqual([
      ['timeout_settings_changed', 'Admin timeout security - timeout enabled, 15 minutes'],
      ['emergency_recovery', 'Admin timeout security - emergency recovery success'],
      ['passcode_changed', 'Admin timeout security - passcode changed after emergency recovery'],
      ['sign_out', 'Admin timeout security - passcode check locked after 5 incorrect passcodes; signed out everywhere'],
    ]);
    expect(entries.every((e) => e.userId === userId && e.userAgent === 'vitest' && e.source === 'server')).toBe(true);
  });
});

describe('activity pings', () => {
  it('keep the session active without filling the activity log', async () => {
    const { token, userId } = await signedInAdmin();

    const ping = await invoke(routes.recordAdminActivity, withSession(token));
    await bus.drain();

    expect(ping.status).toBe(200);
    expect(auditEventsOf(bus, userId, 'admin_write')).toEqual([]);
  });
});

describe('the first passcode', () => {
  it('is set once: the first call answers it, later calls keep it and answer null', async () => {
    const { userId, person } = await createAdmin({ passcode: null });

    const first = await provisionInitialPasscode(userId, undefined, new Date());
    const second = await provisionInitialPasscode(userId, '111111', new Date());

    expect(first).toMatch(/^\d{6}$/);
    expect(second).toBeNull();
    const token = await sessionFor(person);
    expect((await verifyPincode(token, first!)).status).toBe(200);
    expect((await verifyPincode(token, '111111')).status).toBe(400);
  });

  it('comes from ADMIN_PASSCODE when given, and is not the admin’s own (custom) passcode', async () => {
    const { userId, person } = await createAdmin({ passcode: null });

    expect(await provisionInitialPasscode(userId, '404040', new Date())).toBe('404040');
    const token = await sessionFor(person);
    expect((await verifyPincode(token, '404040')).status).toBe(200);
    expect((await getSettings(token)).body).toMatchObject({ hasPasscode: true, customPasscode: false });
  });

  it('refuses an ADMIN_PASSCODE that is not 6 digits', async () => {
    const { userId } = await createAdmin({ passcode: null });
    await expect(provisionInitialPasscode(userId, '12345', new Date())).rejects.toThrow('6 digits');
  });

  it('leaves an admin who already has one alone', async () => {
    const { token, userId } = await signedInAdmin();
    expect(await provisionInitialPasscode(userId, '999999', new Date())).toBeNull();
    expect((await verifyPincode(token, FIRST_PASSCODE)).status).toBe(200);
  });
});
