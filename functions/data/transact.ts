// TransactWriteItems with the two things every caller needs: a retry when DynamoDB cancels the
// transaction for a conflicting concurrent one, and the per-item reasons when it cancels it for a
// failed condition (so callers can say which email, phone or username was taken).
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { db } from './client';

type TransactItems = NonNullable<TransactWriteCommandInput['TransactItems']>;

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
