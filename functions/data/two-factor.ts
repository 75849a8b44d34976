// Two-factor state on the user item. Every use of a code is a conditional write, so a TOTP code
// (by its time step) and a recovery code (by its hash in a string set) are each accepted once.
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import * as keys from './keys';
import { isConditionFailure } from './transact';

/** How a code was accepted: the TOTP step it belongs to, or the hash of the recovery code used. */
export type CodeUse = { kind: 'totp'; step: number } | { kind: 'recovery'; hash: string };

export class CodeAlreadyUsedError extends Error {
  constructor() {
    super('The code was used already, or two-factor changed meanwhile');
    this.name = 'CodeAlreadyUsedError';
  }
}

async function conditionalUpdate(command: UpdateCommand): Promise<void> {
  try {
    await db.send(command);
  } catch (error) {
    if (isConditionFailure(error)) throw new CodeAlreadyUsedError();
    throw error;
  }
}

/** Keeps a new secret until its first code confirms the app has it. */
export async function savePendingTwoFactorSecret(userId: string, secret: string): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.user(userId),
      UpdateExpression: 'SET twoFactorPendingSecret = :secret',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':secret': secret },
    }),
  );
}

export async function enableTwoFactor(
  userId: string,
  secret: string,
  step: number,
  recoveryCodeHashes: string[],
  now: Date,
): Promise<void> {
  await conditionalUpdate(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.user(userId),
      UpdateExpression:
        'SET twoFactorEnabled = :true, twoFactorSecret = :secret, twoFactorLastStep = :step, recoveryCodes = :codes, updatedAt = :now REMOVE twoFactorPendingSecret',
      ConditionExpression: 'twoFactorPendingSecret = :secret AND twoFactorEnabled = :false',
      ExpressionAttributeValues: {
        ':true': true,
        ':false': false,
        ':secret': secret,
        ':step': step,
        ':codes': new Set(recoveryCodeHashes),
        ':now': now.toISOString(),
      },
    }),
  );
}

/** The update that records a code's use, for a transaction or on its own. */
export function codeUseUpdate(userId: string, use: CodeUse) {
  return use.kind === 'totp'
    ? {
        TableName: tableName,
        Key: keys.user(userId),
        UpdateExpression: 'SET twoFactorLastStep = :step',
        ConditionExpression: 'twoFactorEnabled = :true AND (attribute_not_exists(twoFactorLastStep) OR twoFactorLastStep < :step)',
        ExpressionAttributeValues: { ':step': use.step, ':true': true },
      }
    : {
        TableName: tableName,
        Key: keys.user(userId),
        UpdateExpression: 'DELETE recoveryCodes :used',
        ConditionExpression: 'twoFactorEnabled = :true AND contains(recoveryCodes, :hash)',
        ExpressionAttributeValues: { ':used': new Set([use.hash]), ':hash': use.hash, ':true': true },
      };
}

/** Turns two-factor off, consuming the code that proved it: a replayed code cannot do it twice. */
export async function disableTwoFactor(userId: string, use: CodeUse, now: Date): Promise<void> {
  const condition =
    use.kind === 'totp'
      ? '(attribute_not_exists(twoFactorLastStep) OR twoFactorLastStep < :step)'
      : 'contains(recoveryCodes, :hash)';
  await conditionalUpdate(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.user(userId),
      UpdateExpression:
        'SET twoFactorEnabled = :false, updatedAt = :now REMOVE twoFactorSecret, twoFactorLastStep, recoveryCodes, twoFactorPendingSecret',
      ConditionExpression: `twoFactorEnabled = :true AND ${condition}`,
      ExpressionAttributeValues: {
        ':true': true,
        ':false': false,
        ':now': now.toISOString(),
        ...(use.kind === 'totp' ? { ':step': use.step } : { ':hash': use.hash }),
      },
    }),
  );
}
