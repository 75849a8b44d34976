// Intent before the provider (decision 230), the part every area shares: claim an intent under the
// operation's deterministic key or find the one there, wait for one that another request holds, take
// over one whose holder crashed. No provider client here, so the webhook's bundle can use it; the
// calls to the provider are in provider-moves.ts.
import { claimIntent, failIntent, getIntent, takeOverIntent, type IntentDraft, type PaymentIntent } from '../data/payment-intents';
import { ConflictError, HttpError } from '../lib/http-errors';

/** Longer than any request that holds an intent runs (an API Lambda stops at 10 s, a consumer at 30 s). */
export const INTENT_LEASE_MS = 60_000;
/** How long a duplicate waits for the request it duplicates before answering 409. */
const AWAIT_MS = 8_000;
const POLL_MS = 100;

export function leaseFrom(now: Date): Date {
  return new Date(now.getTime() + INTENT_LEASE_MS);
}

export type Claim =
  /** This request recorded the intent: it asks the provider and records the outcome. */
  | { mine: true; intent: PaymentIntent }
  /** Another request's intent under the same key, as found. */
  | { mine: false; intent: PaymentIntent };

export async function claimOrFind(draft: Omit<IntentDraft, 'leaseUntil' | 'createdAt'>, now: Date): Promise<Claim> {
  const full: IntentDraft = { ...draft, createdAt: now.toISOString(), leaseUntil: leaseFrom(now).toISOString() };
  for (let attempt = 1; attempt <= 3; attempt++) {
    if (await claimIntent(full)) return { mine: true, intent: { ...full, state: 'pending', updatedAt: full.createdAt } };
    const found = await getIntent(draft.key);
    if (found) return { mine: false, intent: found };
  }
  throw new Error(`Payment intent ${draft.key} neither claimed nor found`);
}

export function isHeld(intent: PaymentIntent, now: Date): boolean {
  return intent.state === 'pending' && new Date(intent.leaseUntil) > now;
}

/** Takes over a pending intent whose holder's lease ran out; null when someone else holds or ended it. */
export function takeOver(intent: PaymentIntent, now: Date): Promise<PaymentIntent | null> {
  return takeOverIntent(intent.key, now, leaseFrom(now));
}

/** Waits (briefly) for the request holding an intent to end it; answers the intent as it is then. */
export async function awaitIntent(key: string, timeoutMs = AWAIT_MS): Promise<PaymentIntent | null> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const intent = await getIntent(key);
    if (!intent || intent.state !== 'pending' || Date.now() >= until) return intent;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** The claimant's work failed before any money moved: the intent records why, for duplicates waiting on it. */
export async function failClaim(key: string, error: unknown, now: Date): Promise<void> {
  const message = error instanceof HttpError && error.status < 500 ? error.message : 'The request failed; please try again.';
  await failIntent(key, message, now);
}

/** What a duplicate answers when the intent it waited on failed: the claimant's own refusal. */
export function failedClaimError(intent: PaymentIntent): ConflictError {
  return new ConflictError(intent.failure ?? 'The request failed; please try again.');
}
