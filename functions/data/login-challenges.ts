// The second step of signing in to an account with two-factor on. The password step hands the
// browser a random challenge (only its SHA-256 is stored); it lives 5 minutes, allows 5 wrong codes
// and is deleted in the same transaction that accepts the code, so it works once.
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { randomToken, sha256Hex } from '../lib/tokens';
import { db, tableName } from './client';
import * as keys from './keys';
import { isConditionFailure } from './transact';

export const CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;
export const CHALLENGE_MAX_ATTEMPTS = 5;

export interface LoginChallenge {
  challengeHash: string;
  userId: string;
  expiresAtMs: number;
  attempts: number;
}

export async function createLoginChallenge(userId: string, now: Date): Promise<{ challenge: string; expiresAt: Date }> {
  const challenge = randomToken(32);
  const expiresAt = new Date(now.getTime() + CHALLENGE_LIFETIME_MS);
  const challengeHash = sha256Hex(challenge);
  await db.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...keys.loginChallenge(challengeHash),
        type: 'LoginChallenge',
        challengeHash,
        userId,
        attempts: 0,
        expiresAtMs: expiresAt.getTime(),
        expiresAt: keys.ttlFrom(expiresAt) + 3600,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  return { challenge, expiresAt };
}

/** The challenge, if it exists, has not expired and has attempts left. */
export async function findLoginChallenge(challenge: string, now: Date): Promise<LoginChallenge | null> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: keys.loginChallenge(sha256Hex(challenge)), ConsistentRead: true }),
  );
  if (!Item) return null;
  const found: LoginChallenge = {
    challengeHash: Item.challengeHash as string,
    userId: Item.userId as string,
    expiresAtMs: Item.expiresAtMs as number,
    attempts: Item.attempts as number,
  };
  return found.expiresAtMs > now.getTime() && found.attempts < CHALLENGE_MAX_ATTEMPTS ? found : null;
}

/** A transaction item that deletes the challenge only if it is still usable: single use. */
export function consumeChallengeItem(challenge: LoginChallenge, now: Date) {
  return {
    Delete: {
      TableName: tableName,
      Key: keys.loginChallenge(challenge.challengeHash),
      ConditionExpression: 'attribute_exists(pk) AND expiresAtMs > :now AND attempts < :max',
      ExpressionAttributeValues: { ':now': now.getTime(), ':max': CHALLENGE_MAX_ATTEMPTS },
    },
  };
}

/** Counts a wrong code; the challenge is deleted when it has no attempts left. */
export async function recordChallengeFailure(challenge: LoginChallenge): Promise<void> {
  try {
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.loginChallenge(challenge.challengeHash),
        UpdateExpression: 'ADD attempts :one',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':one': 1 },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    if ((Attributes?.attempts as number) < CHALLENGE_MAX_ATTEMPTS) return;
  } catch (error) {
    // Already used or deleted by a concurrent request: nothing left to count.
    if (isConditionFailure(error)) return;
    throw error;
  }
  await db.send(new DeleteCommand({ TableName: tableName, Key: keys.loginChallenge(challenge.challengeHash) }));
}
