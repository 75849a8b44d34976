// The one way points move (decision 150): entries put with the account's change in ONE transaction,
// each entry keyed by its cause's idempotency key. A retried cause finds its entries and changes
// nothing; a taking that the balance does not cover is refused by the account's condition, also when
// two run at once. Other areas call awardPoints / redeemPoints; staff call adjustPoints.
import type { EntryKind, EntrySource, LedgerEntry } from '../../shared/schemas/loyalty/ledger';
import { accountChangeItem, entryItem, getAccount, getEntry } from '../data/loyalty-ledger';
import type { TransactItem } from '../data/invoices';
import { TransactionCancelledError, transactWrite } from '../data/transact';
import { getUserById } from '../data/users';
import { qualifyingPointsOf } from './qualifying';
import { noteTierChange } from './tier-change';

export const NOT_ENOUGH_POINTS = 'Not enough points for that.';

export class InsufficientPointsError extends Error {
  constructor(
    readonly balance: number,
    readonly needed: number,
  ) {
    super(NOT_ENOUGH_POINTS);
    this.name = 'InsufficientPointsError';
  }
}

/** A condition of one of the caller's own items (`with`) failed: index into that list. */
export class CompanionWriteFailedError extends Error {
  constructor(readonly index: number) {
    super('A write that goes with the points failed its condition');
    this.name = 'CompanionWriteFailedError';
  }
}

export interface NewEntry {
  /** The cause's idempotency key, unique per member: `sale:<saleId>`, `birthday:<userId>:<year>`, `adjust:<requestKey>`, `reward:<id>`. */
  key: string;
  kind: EntryKind;
  /** Signed: earned and bonus > 0; redeemed and expired < 0; adjusted either way, never 0. */
  points: number;
  source: EntrySource;
  description: string;
  by?: { userId: string; name: string };
  reason?: string;
  /** A reversal's points already spent, so not taken (decision 239). */
  alreadySpent?: number;
}

export interface PostingResult {
  entries: LedgerEntry[];
  /** False when every entry was there already (a retry): nothing was written. */
  written: boolean;
  balance: number;
}

export interface Posting {
  userId: string;
  entries: NewEntry[];
  at: Date;
  /** Writes that must happen exactly with the entries (a receipt marked claimed, a reward's redemption). */
  with?: TransactItem[];
  /** Where links in a tier-change email point; no email when null. */
  siteOrigin?: string | null;
}

const EARNING: readonly EntryKind[] = ['earned', 'bonus'];

/** A reversal may take 0 points when all it should take was spent: the entry still shows that (decision 239). */
function signOk(e: NewEntry): boolean {
  if (!Number.isInteger(e.points)) return false;
  if (e.kind === 'reversed') return e.points <= 0 && Number.isInteger(e.alreadySpent ?? 0) && (e.alreadySpent ?? 0) >= 0 && e.points - (e.alreadySpent ?? 0) < 0;
  if (e.points === 0) return false;
  return EARNING.includes(e.kind) ? e.points > 0 : e.kind === 'adjusted' ? true : e.points < 0;
}

function checkSigns(entries: readonly NewEntry[]): void {
  for (const e of entries) if (!signOk(e)) throw new Error(`Ledger entry ${e.key}: ${e.kind} cannot be ${e.points} points`);
  if (new Set(entries.map((e) => e.key)).size !== entries.length) throw new Error('Ledger entries of one posting need distinct keys');
}

async function memberName(userId: string): Promise<string> {
  const account = await getAccount(userId);
  if (account?.name) return account.name;
  const user = await getUserById(userId);
  return user ? `${user.firstName} ${user.lastName}`.trim() : '';
}

async function alreadyPosted(userId: string, entries: readonly NewEntry[]): Promise<LedgerEntry[] | null> {
  const found = await Promise.all(entries.map((e) => getEntry(userId, e.key)));
  return found.every((e) => e !== null) ? (found as LedgerEntry[]) : null;
}

/** Writes the entries and the balance change together; idempotent per entry key. */
export async function postEntries(posting: Posting): Promise<PostingResult> {
  const { userId, entries, at } = posting;
  if (entries.length === 0) throw new Error('A posting needs at least one entry');
  checkSigns(entries);
  const iso = at.toISOString();
  const written: LedgerEntry[] = entries.map((e) => ({ ...e, at: iso }));
  const points = entries.reduce((sum, e) => sum + e.points, 0);
  const earned = entries.reduce((sum, e) => sum + qualifyingPointsOf(e), 0);
  const items: TransactItem[] = [
    ...written.map((e) => entryItem(userId, e)),
    accountChangeItem(userId, { points, earned, name: await memberName(userId), at: iso }),
    ...(posting.with ?? []),
  ];
  try {
    await transactWrite(items);
  } catch (error) {
    if (!(error instanceof TransactionCancelledError)) throw error;
    if (entries.some((_, i) => error.conditionFailedAt(i))) {
      const earlier = await alreadyPosted(userId, entries);
      if (earlier) return { entries: earlier, written: false, balance: (await getAccount(userId))?.balance ?? 0 };
      throw new Error(`Ledger entries ${entries.map((e) => e.key).join(', ')} were partly posted before with other keys`);
    }
    if (error.conditionFailedAt(entries.length)) throw new InsufficientPointsError((await getAccount(userId))?.balance ?? 0, -points);
    const companion = (posting.with ?? []).findIndex((_, i) => error.conditionFailedAt(entries.length + 1 + i));
    if (companion >= 0) throw new CompanionWriteFailedError(companion);
    throw error;
  }
  if (earned > 0) await noteTierChange(userId, at, posting.siteOrigin ?? null);
  return { entries: written, written: true, balance: (await getAccount(userId))?.balance ?? points };
}

export interface AwardInput {
  userId: string;
  key: string;
  points: number;
  kind?: 'earned' | 'bonus';
  source: EntrySource;
  description: string;
  at: Date;
  with?: TransactItem[];
  siteOrigin?: string | null;
}

/** Adds earned (default) or bonus points; a retry with the same key adds nothing. */
export function awardPoints(input: AwardInput): Promise<PostingResult> {
  const { userId, key, points, kind = 'earned', source, description, at } = input;
  return postEntries({ userId, at, with: input.with, siteOrigin: input.siteOrigin, entries: [{ key, kind, points, source, description }] });
}

export interface RedeemInput {
  userId: string;
  key: string;
  /** How many points to take (> 0). */
  points: number;
  source: EntrySource;
  description: string;
  at: Date;
  with?: TransactItem[];
}

/** Takes points for a reward; throws InsufficientPointsError rather than overdraw. Idempotent per key. */
export function redeemPoints(input: RedeemInput): Promise<PostingResult> {
  const { userId, key, points, source, description, at } = input;
  if (!Number.isInteger(points) || points <= 0) throw new Error('Redeem a positive whole number of points');
  return postEntries({ userId, at, with: input.with, entries: [{ key, kind: 'redeemed', points: -points, source, description }] });
}

export interface AdjustInput {
  userId: string;
  /** The request's idempotency key. */
  requestKey: string;
  points: number;
  reason: string;
  by: { userId: string; name: string };
  at: Date;
}

/** Staff add or take points with a reason; a taking cannot overdraw. The entry records who and why. */
export function adjustPoints(input: AdjustInput): Promise<PostingResult> {
  const { userId, requestKey, points, reason, by, at } = input;
  return postEntries({
    userId,
    at,
    entries: [{ key: `adjust:${requestKey}`, kind: 'adjusted', points, source: { type: 'adjustment', id: requestKey }, description: `Adjusted by ${by.name}`, by, reason }],
  });
}
