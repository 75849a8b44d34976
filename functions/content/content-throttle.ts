// Limits on the public content forms: the contact form (each enquiry emails the shop) and the IMEI
// lookup (it says whether the shop repaired a device). Counters are the accounts area's atomic ones.
import { BUSINESS } from '../../shared/business';
import { exceedsLimit, minutesInWords, retryAfterFor, type ThrottleRule } from '../accounts/throttle-rules';
import { countAttempt, readThrottle } from '../data/throttles';
import { TooManyRequestsError } from '../lib/http-errors';

const MINUTE = 60 * 1000;

export const CONTENT_THROTTLE_RULES = {
  /** Enquiries from one client address: 5 an hour. */
  enquiryAddress: { scope: 'ENQUIRY_ADDRESS', limit: 5, windowMs: 60 * MINUTE, lockMs: 0 },
  /** Enquiries giving one email address: 3 an hour. */
  enquiryEmail: { scope: 'ENQUIRY_EMAIL', limit: 3, windowMs: 60 * MINUTE, lockMs: 0 },
  /** IMEI lookups from one client address: 20 in 10 minutes. */
  imeiAddress: { scope: 'IMEI_ADDRESS', limit: 20, windowMs: 10 * MINUTE, lockMs: 0 },
} as const satisfies Record<string, ThrottleRule>;

async function count(rule: ThrottleRule, key: string, now: Date, message: (wait: string) => string): Promise<void> {
  const counted = await countAttempt(rule, key, now);
  if (!exceedsLimit(counted, rule)) return;
  const retryAfter = retryAfterFor(rule, await readThrottle(rule, key), now);
  throw new TooManyRequestsError(message(minutesInWords(retryAfter)), retryAfter);
}

export async function countEnquiry(clientIp: string, email: string, now: Date): Promise<void> {
  const message = (wait: string) => `Too many messages have been sent. Please try again in ${wait}, or call us on ${BUSINESS.phone.display}.`;
  await count(CONTENT_THROTTLE_RULES.enquiryAddress, clientIp, now, message);
  await count(CONTENT_THROTTLE_RULES.enquiryEmail, email, now, message);
}

export async function countImeiLookup(clientIp: string, now: Date): Promise<void> {
  await count(CONTENT_THROTTLE_RULES.imeiAddress, clientIp, now, (wait) => `Too many lookups. Please try again in ${wait}.`);
}
