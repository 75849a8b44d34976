// Proving a mobile number is the account holder's (SECURITY.md, "Uploads and messages"): a 6-digit
// code by SMS, good for 10 minutes and 5 tries, then a new code is needed; sends are throttled per
// number (3 an hour, like emails) and per client address. The number proven is stored on the profile.
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { getContactPreferences, markPhoneVerified, phoneIsVerified, phoneOwnerId } from '../data/contact-preferences';
import { countWrongTry, deletePhoneCode, getPhoneCode, putPhoneCode } from '../data/phone-codes';
import { countAttempt, readThrottle } from '../data/throttles';
import { type ThrottleRule, exceedsLimit, minutesInWords, retryAfterFor } from '../accounts/throttle-rules';
import { BadRequestError, ConflictError, NotFoundError, TooManyRequestsError } from '../lib/http-errors';
import { phoneCodeText } from '../mail/templates/phone-code';
import { requestSms } from '../sms/request-sms';

const MINUTE = 60 * 1000;
export const PHONE_CODE_LIFETIME_MS = 10 * MINUTE;
export const PHONE_CODE_TRIES = 5;

export const PHONE_CODE_RULES = {
  perNumber: { scope: 'SMS_CODE_NUMBER', limit: 3, windowMs: 60 * MINUTE, lockMs: 0 },
  perAddress: { scope: 'SMS_CODE_ADDRESS', limit: 10, windowMs: 60 * MINUTE, lockMs: 0 },
} as const satisfies Record<string, ThrottleRule>;

export const PHONE_MESSAGES = {
  alreadyVerified: 'Your mobile number is already verified.',
  noCode: 'No code is waiting: send a new code.',
  expired: 'This code has expired: send a new code.',
  tooManyTries: 'Too many wrong codes: send a new code.',
  phoneChanged: 'Your mobile number changed after the code was sent: send a new code.',
  verifiedElsewhere: 'This mobile number is already verified on another account. Please change the number on your profile, or sign in to that account.',
  sent: (display: string) => `We have sent a 6-digit code to ${display}. It works for 10 minutes.`,
  wrong: (left: number) => `That code is not right. ${left === 1 ? '1 try' : `${left} tries`} left.`,
  tooManySends: (seconds: number) => `Too many codes have been sent. Please try again in ${minutesInWords(seconds)}.`,
};

function hashCode(userId: string, code: string): string {
  return createHash('sha256').update(`${userId}:${code}`).digest('hex');
}

async function throttleSend(rule: ThrottleRule, key: string, now: Date): Promise<void> {
  const count = await countAttempt(rule, key, now);
  if (exceedsLimit(count, rule)) {
    const retryAfter = retryAfterFor(rule, await readThrottle(rule, key), now);
    throw new TooManyRequestsError(PHONE_MESSAGES.tooManySends(retryAfter), retryAfter);
  }
}

export async function sendPhoneCode(userId: string, clientIp: string, now: Date): Promise<{ message: string; codeExpiresAt: string }> {
  const preferences = await getContactPreferences(userId);
  if (!preferences?.phone) throw new NotFoundError('Add a mobile number to your profile first.');
  if (phoneIsVerified(preferences)) throw new ConflictError(PHONE_MESSAGES.alreadyVerified);
  // No code to a number another account has proved: it could only be refused at the end.
  const owner = await phoneOwnerId(preferences.phone);
  if (owner && owner !== userId) throw new ConflictError(PHONE_MESSAGES.verifiedElsewhere);
  await throttleSend(PHONE_CODE_RULES.perNumber, preferences.phone, now);
  await throttleSend(PHONE_CODE_RULES.perAddress, clientIp, now);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const codeExpiresAt = new Date(now.getTime() + PHONE_CODE_LIFETIME_MS).toISOString();
  await putPhoneCode(userId, { codeHash: hashCode(userId, code), phone: preferences.phone, codeExpiresAt, tries: 0 });
  const queued = await requestSms({
    kind: 'phone-verification',
    to: preferences.phone,
    text: phoneCodeText(code),
  });
  if (!queued) throw new BadRequestError('The code could not be sent to that number. Check your mobile number and try again.');
  const display = `${preferences.phone.slice(0, 5)} ${preferences.phone.slice(5)}`;
  return { message: PHONE_MESSAGES.sent(display), codeExpiresAt };
}

export async function confirmPhoneCode(userId: string, code: string, now: Date): Promise<void> {
  const waiting = await getPhoneCode(userId);
  if (!waiting) throw new BadRequestError(PHONE_MESSAGES.noCode);
  if (Date.parse(waiting.codeExpiresAt) <= now.getTime()) throw new BadRequestError(PHONE_MESSAGES.expired);
  if (waiting.tries >= PHONE_CODE_TRIES) throw new BadRequestError(PHONE_MESSAGES.tooManyTries);
  const given = Buffer.from(hashCode(userId, code), 'hex');
  if (!timingSafeEqual(given, Buffer.from(waiting.codeHash, 'hex'))) {
    const tries = await countWrongTry(userId, waiting.codeHash);
    if (tries === null) throw new BadRequestError(PHONE_MESSAGES.noCode);
    if (tries >= PHONE_CODE_TRIES) throw new BadRequestError(PHONE_MESSAGES.tooManyTries);
    throw new BadRequestError(PHONE_MESSAGES.wrong(PHONE_CODE_TRIES - tries));
  }
  if (!(await deletePhoneCode(userId, waiting.codeHash))) throw new BadRequestError(PHONE_MESSAGES.noCode);
  const proof = await markPhoneVerified(userId, waiting.phone, now);
  if (proof === 'phone-changed') throw new ConflictError(PHONE_MESSAGES.phoneChanged);
  if (proof === 'verified-elsewhere') throw new ConflictError(PHONE_MESSAGES.verifiedElsewhere);
}

/** While a code is out, when it stops working (for the profile's form). */
export async function pendingCodeExpiry(userId: string, now: Date): Promise<string | undefined> {
  const waiting = await getPhoneCode(userId);
  return waiting && Date.parse(waiting.codeExpiresAt) > now.getTime() && waiting.tries < PHONE_CODE_TRIES ? waiting.codeExpiresAt : undefined;
}
