// The phone step right after registering (decision 052). The new account cannot sign in until its
// email is verified, so registration answers a ticket instead: the account's id and 256 random bits,
// good for 30 minutes, stored only as a hash on the account. It lets the browser that registered ask
// for the SMS code and confirm it for that account's own number, and nothing else.
import { timingSafeEqual } from 'node:crypto';
import { getUserById } from '../data/users';
import { BadRequestError } from '../lib/http-errors';
import { randomToken, sha256Hex } from '../lib/tokens';

export const PHONE_TICKET_LIFETIME_MS = 30 * 60 * 1000;
export const PHONE_TICKET_EXPIRED_MESSAGE =
  'This step has expired. Sign in once your email is verified, then verify your mobile number from your profile.';

export function newPhoneTicket(userId: string, now: Date): { ticket: string; phoneTicketHash: string; phoneTicketExpiresAt: string } {
  const secret = randomToken(32);
  return {
    ticket: `${userId}.${secret}`,
    phoneTicketHash: sha256Hex(secret),
    phoneTicketExpiresAt: new Date(now.getTime() + PHONE_TICKET_LIFETIME_MS).toISOString(),
  };
}

/** The account a live ticket names; a wrong, unknown or expired ticket gets one answer (400). */
export async function accountForPhoneTicket(ticket: string, now: Date): Promise<string> {
  const [userId, secret] = ticket.split('.');
  const user = userId && secret ? await getUserById(userId) : null;
  const expected = user?.phoneTicketHash ? Buffer.from(user.phoneTicketHash, 'hex') : null;
  const given = Buffer.from(sha256Hex(secret ?? ''), 'hex');
  const live = Boolean(user?.phoneTicketExpiresAt && Date.parse(user.phoneTicketExpiresAt) > now.getTime());
  if (!user || !expected || expected.length !== given.length || !timingSafeEqual(expected, given) || !live) {
    throw new BadRequestError(PHONE_TICKET_EXPIRED_MESSAGE);
  }
  return user.id;
}
