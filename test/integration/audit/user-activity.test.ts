// POST /api/user-activity: the browser reports the admin timeout dialog's actions; the server stamps
// who, when, client address and user agent, and the record reaches the log exactly once.
import { beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_AUDIT_ACTIONS, clientActionDetails } from '../../../shared/audit-actions';
import { EVENT_SOURCE, eventTypes } from '../../../shared/events';
import { routes } from '../../../shared/api/manifest';
import { useLocalBus } from '../../support/bus';
import { invoke } from '../../support/invoke';
import { createAccount, readLog, signIn, signedInAdmin, withSession } from './audit-helpers';

let bus: ReturnType<typeof useLocalBus>;

beforeAll(() => {
  bus = useLocalBus();
});

describe('POST /api/user-activity', () => {
  it('records the action with the user from the session, the client address and the user agent', async () => {
    const { account, token } = await signedInAdmin();
    const before = new Date().toISOString();

    const result = await invoke(routes.recordUserActivity, {
      ...withSession(token),
      body: { action: 'security_passcode_changed', details: clientActionDetails('security_passcode_changed'), userId: 'someone-else' },
      headers: { 'user-agent': 'Counter tablet (Chromium)' },
      sourceIp: '203.0.113.77',
    });
    await bus.drain();

    expect(result.status).toBe(202);
    const entries = await readLog(token, { user: account.username, action: 'security_passcode_changed' });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'security_passcode_changed',
      details: 'Admin timeout security - passcode changed',
      userId: account.id,
      username: account.username,
      clientIp: '203.0.113.77',
      userAgent: 'Counter tablet (Chromium)',
      source: 'client',
    });
    expect(entries[0]!.at >= before).toBe(true);
  });

  it('takes every action of the spec, each once', async () => {
    const { account, token } = await signedInAdmin();

    for (const action of CLIENT_AUDIT_ACTIONS) {
      const result = await invoke(routes.recordUserActivity, { ...withSession(token), body: { action, details: clientActionDetails(action) } });
      expect(result.status, action).toBe(202);
    }
    await bus.drain();

    const reported = (await readLog(token, { user: account.username })).filter((e) => e.source === 'client');
    expect(reported.map((e) => e.action).sort()).toEqual([...CLIENT_AUDIT_ACTIONS].sort());
  });

  it('refuses a customer: the actions are the admin dialog\'s', async () => {
    const customer = await createAccount('customer');
    const token = await signIn(customer);

    const result = await invoke(routes.recordUserActivity, {
      ...withSession(token),
      body: { action: 'security_passcode_changed', details: clientActionDetails('security_passcode_changed') },
    });

    expect(result.status).toBe(403);
    expect(result.body.message).toBe('Admin access required');
  });

  it('answers a visitor 401 and records nothing', async () => {
    const result = await invoke(routes.recordUserActivity, {
      body: { action: 'security_passcode_changed', details: clientActionDetails('security_passcode_changed') },
    });
    expect(result.status).toBe(401);
    expect(result.body.message).toBe('Not authenticated');
  });

  it('refuses an action the server records itself, and blank details, with 400', async () => {
    const { token } = await signedInAdmin();

    const serverAction = await invoke(routes.recordUserActivity, { ...withSession(token), body: { action: 'sign_in_success', details: 'Signed in' } });
    const blank = await invoke(routes.recordUserActivity, { ...withSession(token), body: { action: 'security_passcode_changed', details: '   ' } });

    expect(serverAction.status).toBe(400);
    expect(serverAction.body.errors.action).toBeDefined();
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('details is required');
  });
});

describe('the audit consumer', () => {
  it('records an event delivered twice only once', async () => {
    const { account, token } = await signedInAdmin();
    await invoke(routes.recordUserActivity, {
      ...withSession(token),
      body: { action: 'security_timeout_settings_changed', details: clientActionDetails('security_timeout_settings_changed') },
    });
    await bus.drain();
    const published = bus.delivered.filter((e) => e.detailType === eventTypes.auditRecorded.detailType).at(-1)!;

    // EventBridge delivers at least once, and an archive replay sends the same detail again.
    bus.publish({ ...published, id: 'redelivery-1' });
    bus.publish({ ...published, id: 'redelivery-2', source: EVENT_SOURCE });
    await bus.drain();

    const entries = await readLog(token, { user: account.username, action: 'security_timeout_settings_changed' });
    expect(entries).toHaveLength(1);
    expect(bus.deadLetters).toEqual([]);
  });
});
