// Ends every session of an account but the caller's own: after a change to how the account signs in
// (two-factor on or off), whoever else holds a session must sign in again with the new rules.
import { hashToken, revokeAllSessionsForUser } from '../data/sessions';
import type { Caller } from './caller';

export async function endOtherSessions(userId: string, caller: Pick<Caller, 'sessionToken'>): Promise<number> {
  return revokeAllSessionsForUser(userId, caller.sessionToken ? { exceptTokenHash: hashToken(caller.sessionToken) } : {});
}
