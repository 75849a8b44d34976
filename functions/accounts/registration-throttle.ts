// At most 10 registrations per client address per hour (issue 12): every attempt that reaches the
// handler counts, taken or not, so a script cannot mint accounts (or probe which exist) from one address.
import { countAttempt, readThrottle } from '../data/throttles';
import { TooManyRequestsError } from '../lib/http-errors';
import { THROTTLE_RULES, exceedsLimit, retryAfterFor, tooManyRegistrationsMessage } from './throttle-rules';

export async function countRegistration(clientIp: string, now: Date): Promise<void> {
  const rule = THROTTLE_RULES.registrationAddress;
  const count = await countAttempt(rule, clientIp, now);
  if (exceedsLimit(count, rule)) {
    const retryAfter = retryAfterFor(rule, await readThrottle(rule, clientIp), now);
    throw new TooManyRequestsError(tooManyRegistrationsMessage(retryAfter), retryAfter);
  }
}
