// The server records every sign-in outcome and sign-out by itself, with the address and user agent.
import { beforeAll, describe, expect, it } from 'vitest';
import { totpCodeAt } from '../../../functions/accounts/totp';
import { routes } from '../../../shared/api/manifest';
import { useLocalBus } from '../../support/bus';
import { cookieFrom, invoke } from '../../support/invoke';
import { PASSWORD, SESSION_COOKIE, createAccount, readLog, signIn, signedInAdmin, withSession } from './audit-helpers';

let bus: ReturnType<typeof useLocalBus>;
let reader: string;
let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;

beforeAll(async () => {
  bus = useLocalBus();
  reader = (await signedInAdmin()).token;
});

describe('sign-in records', () => {
  it('records a successful sign-in with who, when, address and user agent', async () => {
    const customer = await createAccount('customer');
    const ip = freshIp();

    await signIn(customer, { sourceIp: ip, headers: { 'user-agent': 'Firefox on the counter' } });
    await bus.drain();

    const entries = await readLog(reader, { user: customer.username });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'sign_in_success',
      details: 'Signed in with password',
      userId: customer.id,
      username: customer.username,
      clientIp: ip,
      userAgent: 'Firefox on the counter',
      source: 'server',
    });
  });

  it('records a wrong password against the account, once', async () => {
    const customer = await createAccount('customer');

    const result = await invoke(routes.logIn, { body: { username: customer.username, password: 'Wrong&Password1' }, sourceIp: freshIp() });
    await bus.drain();

    expect(result.status).toBe(401);
    const entries = await readLog(reader, { user: customer.username, action: 'sign_in_failed' });
    expect(entries.map((e) => e.details)).toEqual(['Sign-in failed: wrong password']);
  });

  it('records an unknown account without a user and without the typed identifier', async () => {
    const ip = freshIp();

    await invoke(routes.logIn, { body: { username: 'nobody_here_at_all', password: PASSWORD }, sourceIp: ip });
    await bus.drain();

    const fromThatAddress = (await readLog(reader, { action: 'sign_in_failed' })).filter((e) => e.clientIp === ip);
    expect(fromThatAddress).toHaveLength(1);
    expect(fromThatAddress[0]!.details).toBe('Sign-in failed: unknown account');
    expect(fromThatAddress[0]!.userId).toBeUndefined();
    expect(JSON.stringify(fromThatAddress[0])).not.toContain('nobody_here_at_all');
  });

  it('records the two-factor step: a wrong code as a failure, the right one as a sign-in', async () => {
    const customer = await createAccount('customer');
    const token = await signIn(customer);
    const setup = await invoke(routes.startTwoFactorSetup, withSession(token));
    await invoke(routes.enableTwoFactor, { body: { code: totpCodeAt(setup.body.secret, new Date()), password: PASSWORD }, ...withSession(token) });
    const first = await invoke(routes.logIn, { body: { username: customer.username, password: PASSWORD }, sourceIp: freshIp() });
    const challenge: string = first.body.challenge;

    const wrong = await invoke(routes.logInSecondFactor, { body: { challenge, code: '000000' === totpCodeAt(setup.body.secret, new Date()) ? '111111' : '000000' }, sourceIp: freshIp() });
    const right = await invoke(routes.logInSecondFactor, { body: { challenge, code: totpCodeAt(setup.body.secret, new Date(Date.now() + 30_000)) }, sourceIp: freshIp() });
    await bus.drain();

    expect(wrong.status).toBe(401);
    expect(right.status).toBe(200);
    const entries = await readLog(reader, { user: customer.id });
    expect(entries.map((e) => `${e.action}: ${e.details}`)).toEqual([
      'sign_in_success: Signed in with password and authenticator code',
      'sign_in_failed: Sign-in failed: wrong two-factor code',
      'sign_in_success: Signed in with password',
    ]);
  });

  it('records a sign-out of a live session, and none without one', async () => {
    const customer = await createAccount('customer');
    const token = await signIn(customer);

    const out = await invoke(routes.logOut, withSession(token));
    const again = await invoke(routes.logOut, withSession(token));
    await bus.drain();

    expect(out.status).toBe(200);
    expect(again.status).toBe(200);
    const signOuts = await readLog(reader, { user: customer.username, action: 'sign_out' });
    expect(signOuts).toHaveLength(1);
    expect(cookieFrom(out, SESSION_COOKIE)).toBe('');
  });
});
