// At most 3 visitor-requested emails (verification resend, password reset) per address per hour.
// Counted whether or not the address has an account, so the limit reveals nothing either.
import { countAttempt, readThrottle } from '../data/throttles';
import { TooManyRequestsError } from '../lib/http-errors';
import { THROTTLE_RULES, exceedsLimit, retryAfterFor, tooManyEmailsMessage } from './throttle-rules';

export async function countEmailRequest(email: string, now: Date): Promise<void> {
  const rule = THROTTLE_RULES.accountEmail;
  const key = email.trim().toLowerCase();
  const count = await countAttempt(rule, key, now);
  if (exceedsLimit(count, rule)) {
    const retryAfter = retryAfterFor(rule, await readThrottle(rule, key), now);
    throw new TooManyRequestsError(tooManyEmailsMessage(retryAfter), retryAfter);
  }
}
