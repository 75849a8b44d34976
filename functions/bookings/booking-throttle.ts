// Limits on online bookings, so the public booking form cannot be used to fill the diary or to send
// confirmation emails to someone else's inbox in bulk (decision 095). Staff booking for a caller are
// not limited. Counters are the accounts area's atomic attempt counters (functions/data/throttles.ts).
import { BUSINESS } from '../../shared/business';
import { exceedsLimit, minutesInWords, retryAfterFor, type ThrottleRule } from '../accounts/throttle-rules';
import { countAttempt, readThrottle } from '../data/throttles';
import { TooManyRequestsError } from '../lib/http-errors';

const HOUR = 60 * 60 * 1000;

export const BOOKING_THROTTLE_RULES = {
  /** Bookings for one contact email address (each sends it an email): 4 a day. */
  contactEmail: { scope: 'BOOKING_EMAIL', limit: 4, windowMs: 24 * HOUR, lockMs: 0 },
  /** Bookings from one client address: 10 an hour. */
  clientAddress: { scope: 'BOOKING_ADDRESS', limit: 10, windowMs: HOUR, lockMs: 0 },
} as const satisfies Record<string, ThrottleRule>;

async function count(rule: ThrottleRule, key: string, now: Date, what: string): Promise<void> {
  const counted = await countAttempt(rule, key, now);
  if (!exceedsLimit(counted, rule)) return;
  const retryAfter = retryAfterFor(rule, await readThrottle(rule, key), now);
  throw new TooManyRequestsError(
    `Too many bookings have been made ${what}. Please try again in ${minutesInWords(retryAfter)}, or call us on ${BUSINESS.phone.display}.`,
    retryAfter,
  );
}

export async function countBookingAttempt(input: { email: string; clientIp: string; byStaff: boolean }, now: Date): Promise<void> {
  if (input.byStaff) return;
  await count(BOOKING_THROTTLE_RULES.clientAddress, input.clientIp, now, 'from this connection');
  await count(BOOKING_THROTTLE_RULES.contactEmail, input.email.toLowerCase(), now, 'for this email address');
}
