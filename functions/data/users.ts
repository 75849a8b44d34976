// The user repository. A user is one item; email, phone and username each also own a uniqueness
// item, written in the same transaction, so two accounts can never share one of them.
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import type { Role, User } from '../../shared/schemas/user';
import { db, tableName } from './client';
import { keys } from './keys';

/** The stored user: the public fields plus what never leaves the server. */
export interface UserRecord extends User {
  passwordHash: string;
}

export type UniqueField = 'email' | 'phone' | 'username';

export class DuplicateUserError extends Error {
  constructor(readonly fields: UniqueField[]) {
    super(`Already in use: ${fields.join(', ')}`);
    this.name = 'DuplicateUserError';
  }
}

/** Emails and usernames compare case-insensitively; phones are stored without spaces. */
export function normaliseUnique(field: UniqueField, value: string): string {
  return field === 'phone' ? value.replace(/\s+/g, '') : value.trim().toLowerCase();
}

export interface NewUser {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  username: string;
  passwordHash: string;
  role: Role;
  emailVerified: boolean;
  address?: string;
}

export async function createUser(input: NewUser, now = new Date()): Promise<UserRecord> {
  const user: UserRecord = {
    id: ulid(now.getTime()),
    ...input,
    email: input.email.trim(),
    phone: normaliseUnique('phone', input.phone),
    twoFactorEnabled: false,
    createdAt: now.toISOString(),
  };
  const uniques: [UniqueField, string][] = [
    ['email', user.email],
    ['phone', user.phone],
    ['username', user.username],
  ];
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName,
              Item: { ...keys.user(user.id), type: 'User', ...user },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          ...uniques.map(([field, value]) => ({
            Put: {
              TableName: tableName,
              Item: { ...keys.unique(field, normaliseUnique(field, value)), type: 'Unique', userId: user.id },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          })),
        ],
      }),
    );
  } catch (error) {
    const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons;
    if (reasons) {
      const taken = uniques.filter((_, i) => reasons[i + 1]?.Code === 'ConditionalCheckFailed').map(([f]) => f);
      if (taken.length) throw new DuplicateUserError(taken);
    }
    throw error;
  }
  return user;
}

export async function getUserById(userId: string): Promise<UserRecord | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.user(userId) }));
  return (Item as UserRecord | undefined) ?? null;
}

/** Resolves an email, phone or username to its user id through the uniqueness item. */
export async function findUserIdBy(field: UniqueField, value: string): Promise<string | null> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: keys.unique(field, normaliseUnique(field, value)) }),
  );
  return (Item?.userId as string | undefined) ?? null;
}
