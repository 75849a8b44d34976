// The attempt limits of SECURITY.md and the arithmetic on them. Pure, so every figure is unit tested;
// the counters themselves live in DynamoDB (functions/data/throttles.ts,
// which declares the rule's and the counter's shapes).
import type { ThrottleRule, ThrottleState } from '../data/throttles';

export type { ThrottleRule, ThrottleState };

const MINUTE = 60 * 1000;

export const THROTTLE_RULES = {
  /** Failed sign-ins (and other password or code checks) for one account: 5 per 15 minutes. */
  signInAccount: { scope: 'SIGNIN_ACCOUNT', limit: 5, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE },
  /** Failed sign-ins from one client address: 50 per 15 minutes. */
  signInAddress: { scope: 'SIGNIN_ADDRESS', limit: 50, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE },
  /** Emails a visitor can have sent to one address (verification resend, password reset): 3 an hour. */
  accountEmail: { scope: 'ACCOUNT_EMAIL', limit: 3, windowMs: 60 * MINUTE, lockMs: 0 },
} as const satisfies Record<string, ThrottleRule>;

/** Whole seconds until a moment, never less than 1 (Retry-After: 0 would invite a retry loop). */
export function secondsUntil(untilMs: number, now: Date): number {
  return Math.max(1, Math.ceil((untilMs - now.getTime()) / 1000));
}

/** Seconds the counter is still locked for, or null when it is not locked. */
export function lockedFor(state: ThrottleState | null, now: Date): number | null {
  if (!state?.lockedUntil || state.lockedUntil <= now.getTime()) return null;
  return secondsUntil(state.lockedUntil, now);
}

export function windowIsOpen(state: ThrottleState | null, now: Date): boolean {
  return !!state && state.windowEndsAt > now.getTime();
}

/** A counted attempt beyond the limit is refused. */
export function exceedsLimit(count: number, rule: ThrottleRule): boolean {
  return count > rule.limit;
}

/** A failure that brings the count to the limit locks the counter. */
export function reachesLimit(count: number, rule: ThrottleRule): boolean {
  return count >= rule.limit;
}

/** When a refused attempt may retry: the lock's end, else the window's end, else a full lock. */
export function retryAfterFor(rule: ThrottleRule, state: ThrottleState | null, now: Date): number {
  const locked = lockedFor(state, now);
  if (locked !== null) return locked;
  if (rule.lockMs > 0) return Math.ceil(rule.lockMs / 1000);
  return windowIsOpen(state, now) ? secondsUntil(state!.windowEndsAt, now) : Math.ceil(rule.windowMs / 1000);
}

/** "15 minutes", "1 minute": Retry-After in words for the message the user reads. */
export function minutesInWords(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

export function tooManySignInsMessage(retryAfterSeconds: number): string {
  return `Too many failed sign-in attempts. Please try again in ${minutesInWords(retryAfterSeconds)}.`;
}

export function tooManyEmailsMessage(retryAfterSeconds: number): string {
  return `Too many emails have been requested for this address. Please try again in ${minutesInWords(retryAfterSeconds)}.`;
}

export function tooManyRegistrationsMessage(retryAfterSeconds: number): string {
  return `Too many accounts have been registered from your network. Please try again in ${minutesInWords(retryAfterSeconds)}.`;
}
