// Brute-force protection for every check of a password or a two-factor code (SECURITY.md: 5
// failures per account and 50 per client address in 15 minutes, then 429 for 15 minutes).
// Each attempt is counted before the check runs, so parallel guesses cannot slip past the limit;
// an attempt that succeeds is taken back.
import { TooManyRequestsError } from '../lib/http-errors';
import { clearThrottle, countAttempt, lockThrottle, readThrottle, uncountAttempt } from '../data/throttles';
import {
  THROTTLE_RULES,
  exceedsLimit,
  lockedFor,
  reachesLimit,
  retryAfterFor,
  tooManySignInsMessage,
  type ThrottleRule,
} from './throttle-rules';

export interface CredentialAttempt {
  /** The check failed: the attempt stays counted, and locks the counter that reached its limit. */
  failed(): Promise<void>;
  /** The credential was right but sign-in is not complete (email unverified, code still needed). */
  passed(): Promise<void>;
  /** Signed in (or the check succeeded for a signed-in user): the account's failures are forgotten. */
  succeeded(): Promise<void>;
}

/** A known account is counted by its id, an unknown one by what was typed, so both behave alike. */
export function accountThrottleKey(userId: string | null, typedIdentifier: string): string {
  return userId ? `USER:${userId}` : `LOGIN:${typedIdentifier}`;
}

/** Opens an attempt, or throws 429 with Retry-After when the account or the address is locked. */
export async function beginCredentialAttempt(accountKey: string, clientIp: string, now: Date): Promise<CredentialAttempt> {
  const counters: [ThrottleRule, string][] = [
    [THROTTLE_RULES.signInAccount, accountKey],
    [THROTTLE_RULES.signInAddress, clientIp],
  ];
  const states = await Promise.all(counters.map(([rule, key]) => readThrottle(rule, key)));
  const locks = states.map((state) => lockedFor(state, now)).filter((s): s is number => s !== null);
  if (locks.length) throw tooMany(Math.max(...locks));

  const counts = await Promise.all(counters.map(([rule, key]) => countAttempt(rule, key, now)));
  const over = counters.findIndex(([rule], i) => exceedsLimit(counts[i]!, rule));
  if (over >= 0) {
    await Promise.all(counters.map(([rule, key]) => uncountAttempt(rule, key)));
    const [rule] = counters[over]!;
    throw tooMany(retryAfterFor(rule, await readThrottle(rule, counters[over]![1]), now));
  }

  const uncountAll = () => Promise.all(counters.map(([rule, key]) => uncountAttempt(rule, key))).then(() => undefined);
  return {
    failed: async () => {
      await Promise.all(
        counters.map(([rule, key], i) => (reachesLimit(counts[i]!, rule) ? lockThrottle(rule, key, now) : undefined)),
      );
    },
    passed: uncountAll,
    succeeded: async () => {
      await Promise.all([clearThrottle(counters[0]![0], counters[0]![1]), uncountAttempt(counters[1]![0], counters[1]![1])]);
    },
  };
}

function tooMany(retryAfterSeconds: number): TooManyRequestsError {
  return new TooManyRequestsError(tooManySignInsMessage(retryAfterSeconds), retryAfterSeconds);
}
