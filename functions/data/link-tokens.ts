// Emailed single-use links: email verification (at registration and for a new address) and password
// reset. The table holds the SHA-256 of each token; the user item names its newest link, so issuing a
// new link retires the older ones, and using a link is one transaction with the change it makes.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { sha256Hex } from '../lib/tokens';
import { db, tableName } from './client';
import { stripKeys } from './items';
import * as keys from './keys';
import { TransactionCancelledError, transactWrite } from './transact';
import { OUTSTANDING_LINKS, normaliseUnique, uniqueItem, type UserRecord } from './users';

export type LinkPurpose = 'verify-email' | 'change-email' | 'reset-password';

const HOUR = 60 * 60 * 1000;

/** SECURITY.md: email verification 24 hours, password reset 1 hour. */
export const LINK_LIFETIME_MS: Record<LinkPurpose, number> = {
  'verify-email': 24 * HOUR,
  'change-email': 24 * HOUR,
  'reset-password': 1 * HOUR,
};

export interface LinkTokenRecord {
  tokenHash: string;
  purpose: LinkPurpose;
  userId: string;
  /** The address the link was sent to (for a change, the new address). */
  email: string;
  createdAt: string;
  expiresAtMs: number;
  usedAt?: string;
}

/** The user attribute naming the newest link of each purpose. */
const USER_FIELD: Record<LinkPurpose, 'emailTokenHash' | 'resetTokenHash'> = {
  'verify-email': 'emailTokenHash',
  'change-email': 'emailTokenHash',
  'reset-password': 'resetTokenHash',
};

export function newLinkTokenRecord(
  purpose: LinkPurpose,
  token: string,
  userId: string,
  email: string,
  now: Date,
): LinkTokenRecord {
  return {
    tokenHash: sha256Hex(token),
    purpose,
    userId,
    email,
    createdAt: now.toISOString(),
    expiresAtMs: now.getTime() + LINK_LIFETIME_MS[purpose],
  };
}

/** The item to write; the table's TTL removes it a day after it expires. */
export function linkTokenItem(record: LinkTokenRecord) {
  return {
    ...keys.linkToken(record.tokenHash),
    type: 'LinkToken',
    ...record,
    expiresAt: keys.ttlFrom(new Date(record.expiresAtMs + 24 * HOUR)),
  };
}

export function isLinkUsable(record: LinkTokenRecord | null, purposes: readonly LinkPurpose[], now: Date): record is LinkTokenRecord {
  return !!record && purposes.includes(record.purpose) && !record.usedAt && record.expiresAtMs > now.getTime();
}

export async function findLinkToken(token: string): Promise<LinkTokenRecord | null> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: keys.linkToken(sha256Hex(token)), ConsistentRead: true }),
  );
  if (!Item) return null;
  return stripKeys(Item, 'expiresAt') as unknown as LinkTokenRecord;
}

/**
 * Stores a new link and makes it the user's newest of its kind (older ones stop working).
 * A change of email also records the address waiting for verification.
 */
export async function issueLinkToken(record: LinkTokenRecord): Promise<void> {
  const field = USER_FIELD[record.purpose];
  const pending = record.purpose === 'change-email';
  await transactWrite([
    { Put: { TableName: tableName, Item: linkTokenItem(record), ConditionExpression: 'attribute_not_exists(pk)' } },
    {
      Update: {
        TableName: tableName,
        Key: keys.user(record.userId),
        UpdateExpression: `SET ${field} = :hash${pending ? ', pendingEmail = :email' : ''}`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':hash': record.tokenHash, ...(pending ? { ':email': record.email } : {}) },
      },
    },
  ]);
}

export class LinkNotUsableError extends Error {
  constructor() {
    super('The link is unknown, used, expired or replaced by a newer one');
    this.name = 'LinkNotUsableError';
  }
}

export class EmailTakenError extends Error {
  constructor() {
    super('The new email address now belongs to another account');
    this.name = 'EmailTakenError';
  }
}

function useTokenItem(record: LinkTokenRecord, now: Date) {
  return {
    Update: {
      TableName: tableName,
      Key: keys.linkToken(record.tokenHash),
      UpdateExpression: 'SET usedAt = :now',
      ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(usedAt) AND expiresAtMs > :nowMs AND purpose = :purpose',
      ExpressionAttributeValues: { ':now': now.toISOString(), ':nowMs': now.getTime(), ':purpose': record.purpose },
    },
  };
}

async function runLinkTransaction(items: Parameters<typeof transactWrite>[0], takenIndex?: number): Promise<void> {
  try {
    await transactWrite(items);
  } catch (error) {
    if (error instanceof TransactionCancelledError) {
      if (takenIndex !== undefined && error.conditionFailedAt(takenIndex) && !error.conditionFailedAt(0) && !error.conditionFailedAt(1)) {
        throw new EmailTakenError();
      }
      throw new LinkNotUsableError();
    }
    throw error;
  }
}

/**
 * Uses a verification link: marks the token used and verifies the address, in one transaction.
 * For a change of email the address moves too: the new uniqueness item is claimed and the old
 * one released, so the account never holds two addresses or none.
 */
export async function useEmailLink(record: LinkTokenRecord, user: UserRecord, now: Date): Promise<void> {
  if (record.purpose === 'verify-email') {
    await runLinkTransaction([
      useTokenItem(record, now),
      {
        Update: {
          TableName: tableName,
          Key: keys.user(user.id),
          UpdateExpression: 'SET emailVerified = :true, updatedAt = :now REMOVE emailTokenHash',
          ConditionExpression: 'emailTokenHash = :hash AND email = :email',
          ExpressionAttributeValues: { ':true': true, ':now': now.toISOString(), ':hash': record.tokenHash, ':email': user.email },
        },
      },
    ]);
    return;
  }
  const newEmail = record.email;
  await runLinkTransaction(
    [
      useTokenItem(record, now),
      {
        Update: {
          TableName: tableName,
          Key: keys.user(user.id),
          UpdateExpression: 'SET email = :new, emailVerified = :true, updatedAt = :now REMOVE emailTokenHash, pendingEmail',
          ConditionExpression: 'emailTokenHash = :hash AND pendingEmail = :new AND email = :old',
          ExpressionAttributeValues: {
            ':new': newEmail,
            ':old': user.email,
            ':true': true,
            ':now': now.toISOString(),
            ':hash': record.tokenHash,
          },
        },
      },
      { Put: { TableName: tableName, Item: uniqueItem('email', newEmail, user.id), ConditionExpression: 'attribute_not_exists(pk)' } },
      {
        Delete: {
          TableName: tableName,
          Key: keys.unique('email', normaliseUnique('email', user.email)),
          ConditionExpression: 'userId = :me',
          ExpressionAttributeValues: { ':me': user.id },
        },
      },
    ],
    2,
  );
}

/**
 * Uses a reset link: marks it used and stores the new password hash in one transaction. The link
 * proves the holder reads the account's mailbox, so the address counts as verified from then on.
 * Like any new password, it voids the account's other outstanding links.
 */
export async function useResetLink(record: LinkTokenRecord, passwordHash: string, now: Date): Promise<void> {
  await runLinkTransaction([
    useTokenItem(record, now),
    {
      Update: {
        TableName: tableName,
        Key: keys.user(record.userId),
        UpdateExpression: `SET passwordHash = :password, emailVerified = :true, updatedAt = :now REMOVE ${OUTSTANDING_LINKS}`,
        ConditionExpression: 'resetTokenHash = :hash AND email = :email',
        ExpressionAttributeValues: {
          ':password': passwordHash,
          ':true': true,
          ':now': now.toISOString(),
          ':hash': record.tokenHash,
          ':email': record.email,
        },
      },
    },
  ]);
}
