// Decision 118: the readable signed-in hint cookie travels with the session cookie, so a visitor's
// page knows it is anonymous without asking GET /api/user (whose 401 keeps its meaning).
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../shared/api/manifest';
import { SIGNED_IN_HINT_COOKIE } from '../../../shared/api/signed-in-hint';
import { useLocalBus } from '../../support/bus';
import { invoke } from '../../support/invoke';
import { SESSION_COOKIE, logIn, newPerson, registerVerified } from './account-helpers';

let bus: ReturnType<typeof useLocalBus>;

beforeAll(() => {
  bus = useLocalBus();
});

const hintOf = (cookies: string[]) => cookies.find((c) => c.startsWith(`${SIGNED_IN_HINT_COOKIE}=`));

describe('the signed-in hint cookie', () => {
  it('is set readable with the session cookie at sign-in, with the same lifetime, and cleared at sign-out', async () => {
    const person = newPerson();
    await registerVerified(person, bus.drain);

    const signedIn = await invoke(routes.logIn, { body: { username: person.email, password: person.password } });
    const session = signedIn.cookies.find((c: string) => c.startsWith(`${SESSION_COOKIE}=`))!;
    const hint = hintOf(signedIn.cookies);
    const token = session.split(';')[0]!.split('=')[1]!;
    const signedOut = await invoke(routes.logOut, { cookies: { [SESSION_COOKIE]: token, [SIGNED_IN_HINT_COOKIE]: '1' } });

    expect(hint).toMatch(new RegExp(`^${SIGNED_IN_HINT_COOKIE}=1;`));
    expect(hint).not.toContain('HttpOnly');
    expect(/Max-Age=\d+/.exec(hint!)?.[0]).toBe(/Max-Age=\d+/.exec(session)?.[0]);
    expect(hintOf(signedOut.cookies)).toMatch(new RegExp(`^${SIGNED_IN_HINT_COOKIE}=;.*Max-Age=0`));
  });

  it('is cleared by the 401 of a browser whose session has ended, and GET /api/user still answers 401', async () => {
    const stale = await invoke(routes.getUser, { cookies: { [SESSION_COOKIE]: 'ended-session', [SIGNED_IN_HINT_COOKIE]: '1' } });
    const visitor = await invoke(routes.getUser);

    expect(stale.status).toBe(401);
    expect(hintOf(stale.cookies)).toMatch(/Max-Age=0/);
    expect(visitor).toMatchObject({ status: 401, body: { message: 'Not authenticated' } });
    expect(hintOf(visitor.cookies)).toBeUndefined();
  });
});
