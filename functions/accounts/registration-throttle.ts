// At most 10 registrations per client address per hour (issue 12; a family at the counter fits): every
// attempt that reaches the handler counts, taken or not, so a script cannot mint accounts (or probe
// which exist) from one address.
import { countAttempt, readThrottle } from '../data/throttles';
import { env } from '../env';
import { TooManyRequestsError } from '../lib/http-errors';
import { exceedsLimit, retryAfterFor, tooManyRegistrationsMessage, type ThrottleRule } from './throttle-rules';

const REGISTRATION_RULE: ThrottleRule = {
  scope: 'REGISTER_ADDRESS',
  limit: env.REGISTRATIONS_PER_ADDRESS_PER_HOUR,
  windowMs: 60 * 60 * 1000,
  lockMs: 0,
};

export async function countRegistration(clientIp: string, now: Date): Promise<void> {
  const rule = REGISTRATION_RULE;
  const count = await countAttempt(rule, clientIp, now);
  if (exceedsLimit(count, rule)) {
    const retryAfter = retryAfterFor(rule, await readThrottle(rule, clientIp), now);
    throw new TooManyRequestsError(tooManyRegistrationsMessage(retryAfter), retryAfter);
  }
}
