// Each key's calls are counted in a DynamoDB counter, the sign-in throttles' own (functions/data/
// throttles.ts): the same code and limit in the cloud and on the local server (decision 275).
import { API_KEY_CALLS_PER_MINUTE } from '../../shared/staff/api-key-permissions';
import { exceedsLimit, retryAfterFor, type ThrottleRule } from '../accounts/throttle-rules';
import { countAttempt, readThrottle } from '../data/throttles';
import { TooManyRequestsError } from '../lib/http-errors';

export const API_KEY_RATE_RULE = { scope: 'API_KEY', limit: API_KEY_CALLS_PER_MINUTE, windowMs: 60 * 1000, lockMs: 0 } as const satisfies ThrottleRule;

/** Counts one call of the key; past the limit, 429 with Retry-After: the seconds left in its minute. */
export async function countApiKeyCall(keyId: string, now: Date): Promise<void> {
  const count = await countAttempt(API_KEY_RATE_RULE, keyId, now);
  if (!exceedsLimit(count, API_KEY_RATE_RULE)) return;
  const retryAfter = retryAfterFor(API_KEY_RATE_RULE, await readThrottle(API_KEY_RATE_RULE, keyId), now);
  throw new TooManyRequestsError(`This API key has made ${API_KEY_CALLS_PER_MINUTE} calls this minute, its limit. Try again in ${retryAfter} seconds.`, retryAfter);
}
