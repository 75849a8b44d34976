// One open payment page per thing paid for (decision 231): the page is claimed by an intent under a
// key the thing's own state gives (`<base>:<n>`) BEFORE the provider makes it, so requests at the
// same moment find the one claim and get the one page. A page that can no longer be used (expired,
// its order over, the amount due changed) moves the number on; so does a claim whose holder crashed
// before recording the page (nobody was given its address, so nobody can pay it).
import type { IntentDraft, PaymentIntent } from '../data/payment-intents';
import { failIntent, getIntent } from '../data/payment-intents';
import { ConflictError } from '../lib/http-errors';
import { awaitIntent, claimOrFind, failClaim, failedClaimError, isHeld } from './payment-intents';

/** More pages than this for one unchanged thing means something is wrong: say so rather than loop. */
const MAX_PAGES = 25;
export const PAGE_BEING_PREPARED = 'Your payment page is being prepared. Please try again in a moment.';

export interface OnePageRequest<T> {
  /** The key's stem from the thing's state (`deposit:<qr>:checkout`, `cart:<user>:<cart version>`). */
  base: string;
  /** The number to look at first (the page the thing last recorded). */
  from: number;
  now: Date;
  /** The intent to claim under a key (amount, purpose, reference, detail). */
  draft: (key: string, n: number) => Omit<IntentDraft, 'key' | 'leaseUntil' | 'createdAt'>;
  /** Whether a recorded page is still the one to give (still open long enough, the same amount due). */
  usable: (intent: PaymentIntent & { page: NonNullable<PaymentIntent['page']> }) => Promise<boolean>;
  /**
   * The claimant's work: the provider's page (under the intent's key) and the area's writes with
   * pageOpenedItems in one transaction. Throws to refuse; the claim then records the refusal.
   */
  open: (intent: PaymentIntent, n: number) => Promise<T>;
  /** What a duplicate answers from the claim it found or waited for. */
  answer: (intent: PaymentIntent & { page: NonNullable<PaymentIntent['page']> }) => Promise<T>;
}

export async function openOnePage<T>(request: OnePageRequest<T>): Promise<T> {
  const { base, now } = request;
  for (let n = Math.max(1, request.from); n < request.from + MAX_PAGES; n++) {
    const key = `${base}:${n}`;
    let intent = await getIntent(key);
    if (!intent) {
      const claim = await claimOrFind({ key, ...request.draft(key, n) }, now);
      if (claim.mine) {
        try {
          return await request.open(claim.intent, n);
        } catch (error) {
          await failClaim(key, error, now);
          throw error;
        }
      }
      intent = claim.intent;
    }
    let waited = false;
    if (isHeld(intent, now)) {
      intent = await awaitIntent(key);
      waited = true;
      if (!intent || intent.state === 'pending') throw new ConflictError(PAGE_BEING_PREPARED);
    }
    if (intent.state === 'done' && intent.page) {
      const withPage = { ...intent, page: intent.page };
      if (await request.usable(withPage)) return request.answer(withPage);
      continue;
    }
    // The claim this request waited on was refused: its answer is this request's too.
    if (intent.state === 'failed' && waited) throw failedClaimError(intent);
    // A holder that crashed before recording its page: nobody holds its address, so it is given up.
    if (intent.state === 'pending') await failIntent(key, 'Given up: its request stopped before the page was recorded', now, now);
  }
  throw new ConflictError('Too many payment pages were opened for this. Please change it or contact the shop.');
}

/**
 * The last claim made under a stem (`<base>:1`, `:2`, …), or null: the page a twin request (the same
 * thing asked for at the same moment) opened, for the caller to answer with once its own attempt was
 * refused by the twin's writes.
 */
export async function latestClaim(base: string): Promise<PaymentIntent | null> {
  let latest: PaymentIntent | null = null;
  for (let n = 1, intent = await getIntent(`${base}:1`); intent && n <= MAX_PAGES; intent = await getIntent(`${base}:${++n}`)) latest = intent;
  return latest;
}
