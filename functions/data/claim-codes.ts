// Codes that prove a walk-in job's claimant is its customer (decision 044): one per job and account,
// stored as a SHA-256, 10 minutes, 5 wrong tries, then the customer asks for a new one.
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { sha256Hex } from '../lib/tokens';
import { db, tableName } from './client';
import * as keys from './keys';
import { isConditionFailure } from './transact';

export const CLAIM_CODE_LIFETIME_MS = 10 * 60 * 1000;
export const CLAIM_CODE_TRIES = 5;

interface ClaimCodeItem {
  codeHash: string;
  expiresAtMs: number;
  tries: number;
}

const hashOf = (qrCode: string, userId: string, code: string) => sha256Hex(`${qrCode}:${userId}:${code}`);

/** Stores a new code for the job and account, replacing any earlier one. */
export async function saveClaimCode(qrCode: string, userId: string, code: string, now: Date): Promise<void> {
  const expiresAtMs = now.getTime() + CLAIM_CODE_LIFETIME_MS;
  await db.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...keys.jobClaimCode(qrCode, userId),
        type: 'JobClaimCode',
        codeHash: hashOf(qrCode, userId, code),
        expiresAtMs,
        tries: 0,
        expiresAt: keys.ttlFrom(new Date(expiresAtMs)),
      },
    }),
  );
}

export type ClaimCodeVerdict = 'right' | 'wrong' | 'none';

/**
 * Checks a code. A right one is used up (deleted, conditionally, so two requests cannot both use it);
 * a wrong one counts a try, and the last try deletes the code. 'none': no live code to check.
 */
export async function checkClaimCode(qrCode: string, userId: string, code: string, now: Date): Promise<ClaimCodeVerdict> {
  const Key = keys.jobClaimCode(qrCode, userId);
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key, ConsistentRead: true }));
  const stored = Item as ClaimCodeItem | undefined;
  if (!stored || stored.expiresAtMs <= now.getTime() || stored.tries >= CLAIM_CODE_TRIES) return 'none';
  if (stored.codeHash === hashOf(qrCode, userId, code)) {
    try {
      await db.send(
        new DeleteCommand({ TableName: tableName, Key, ConditionExpression: 'codeHash = :hash', ExpressionAttributeValues: { ':hash': stored.codeHash } }),
      );
      return 'right';
    } catch (error) {
      if (isConditionFailure(error)) return 'none';
      throw error;
    }
  }
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key,
        UpdateExpression: 'ADD tries :one',
        ConditionExpression: 'codeHash = :hash AND tries < :max',
        ExpressionAttributeValues: { ':one': 1, ':hash': stored.codeHash, ':max': CLAIM_CODE_TRIES },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
  return 'wrong';
}
