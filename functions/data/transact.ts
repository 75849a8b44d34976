// TransactWriteItems with the two things every caller needs: a retry when DynamoDB cancels the
// transaction for a conflicting concurrent one, and the per-item reasons when it cancels it for a
// failed condition (so callers can say which email, phone or username was taken).
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { ConflictError, HttpError } from '../lib/http-errors';
import { db } from './client';

export type TransactItems = NonNullable<TransactWriteCommandInput['TransactItems']>;
/** One write of a transaction: a Put, Update, Delete or ConditionCheck. */
export type TransactItem = TransactItems[number];

export class TransactionCancelledError extends Error {
  constructor(readonly reasons: readonly (string | undefined)[]) {
    super(`Transaction cancelled: ${reasons.map((r) => r ?? 'None').join(', ')}`);
    this.name = 'TransactionCancelledError';
  }

  /** True when the condition of the item at this index failed. */
  conditionFailedAt(index: number): boolean {
    return this.reasons[index] === 'ConditionalCheckFailed';
  }

  /** True when it lost to another transaction on the same items every time it was tried, no condition failing. */
  get conflictOnly(): boolean {
    return this.reasons.includes('TransactionConflict') && !this.reasons.includes('ConditionalCheckFailed');
  }
}

const MAX_ATTEMPTS = 4;

function reasonsOf(error: unknown): (string | undefined)[] | null {
  const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons;
  return reasons ? reasons.map((r) => r.Code) : null;
}

export async function transactWrite(items: TransactItems): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await db.send(new TransactWriteCommand({ TransactItems: items }));
      return;
    } catch (error) {
      const reasons = reasonsOf(error);
      const conflictOnly = reasons?.includes('TransactionConflict') && !reasons.includes('ConditionalCheckFailed');
      const conflict = conflictOnly || (error as { name?: string }).name === 'TransactionConflictException';
      if (conflict && attempt < MAX_ATTEMPTS) {
        // The competing transaction settles within milliseconds; retrying then gives the real answer.
        await new Promise((resolve) => setTimeout(resolve, 20 * attempt + Math.random() * 30));
        continue;
      }
      if (reasons) throw new TransactionCancelledError(reasons);
      throw error;
    }
  }
}

export function isConditionFailure(error: unknown): boolean {
  return (error as { name?: string }).name === 'ConditionalCheckFailedException';
}

export interface Attempt<T> {
  items: TransactItem[];
  /** Indexes of items whose failed condition means "state moved on: read again and retry" (counters, versions). */
  retryable: readonly number[];
  result: T;
  /** Any other failed condition: throw the error to answer with, return a result (a replay), or null to rethrow. */
  explain?: (error: TransactionCancelledError) => Promise<T | null>;
}

const MAX_COMMIT_ATTEMPTS = 40;
export const SEQUENCE_BUSY_MESSAGE = 'The till is busy issuing other invoices. Please try again.';

/**
 * What a request with an idempotency key already made, or null: asked before every retry and before
 * any refusal is answered, so a key is always looked at before any other rule (decision 235).
 */
export type Replay<T> = () => Promise<T | null>;

/**
 * Builds and commits a transaction, building it afresh (new reads, next number) whenever it lost a
 * race. Under 20 simultaneous sales each round lets one through, so the limit is well above that.
 * With `replay`, a request whose key was used meanwhile (the same request sent twice at once) answers
 * what the first made, rather than what the first's writes now refuse (a job already Collected, a line
 * already refunded): the caller checks the key before its first attempt, this before every other.
 */
export async function commitWithRetries<T>(build: () => Promise<Attempt<T>>, replay?: Replay<T>): Promise<T> {
  /** The refusal to answer, unless the key was used meanwhile. */
  const orReplay = async (error: unknown): Promise<T> => {
    const earlier = replay ? await replay() : null;
    if (earlier !== null) return earlier;
    throw error;
  };
  for (let attempt = 1; ; attempt++) {
    if (attempt > 1 && replay) {
      const earlier = await replay();
      if (earlier !== null) return earlier;
    }
    let built: Attempt<T>;
    try {
      built = await build();
    } catch (error) {
      if (error instanceof HttpError) return orReplay(error);
      throw error;
    }
    const { items, retryable, result, explain } = built;
    try {
      await transactWrite(items);
      return result;
    } catch (error) {
      if (!(error instanceof TransactionCancelledError)) throw error;
      const lostRace = error.reasons.includes('TransactionConflict') || retryable.some((i) => error.conditionFailedAt(i));
      if (lostRace) {
        if (attempt >= MAX_COMMIT_ATTEMPTS) return orReplay(new ConflictError(SEQUENCE_BUSY_MESSAGE));
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 15 * Math.min(attempt, 6)));
        continue;
      }
      if (replay) {
        const earlier = await replay();
        if (earlier !== null) return earlier;
      }
      try {
        const explained = explain ? await explain(error) : null;
        if (explained !== null) return explained;
      } catch (refusal) {
        if (refusal instanceof HttpError) return orReplay(refusal);
        throw refusal;
      }
      throw error;
    }
  }
}
