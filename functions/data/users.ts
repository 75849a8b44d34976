// The user repository. A user is one item; email, phone and username each also own a uniqueness
// item, written in the same transaction, so two accounts can never share one of them.
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import type { LoginIdentifier } from '../../shared/schemas/account-fields';
import type { Role, User } from '../../shared/schemas/user';
import { db, tableName } from './client';
import type { TransactItem } from './invoices';
import * as keys from './keys';
import { TransactionCancelledError, isConditionFailure, transactWrite } from './transact';

/** The stored user: the public fields plus what never leaves the server. */
export interface UserRecord extends User {
  passwordHash: string;
  /** SHA-256 of the newest email verification link; only that link works. */
  emailTokenHash?: string;
  /** SHA-256 of the newest password reset link; only that link works. */
  resetTokenHash?: string;
  /** Base32 TOTP secret while two-factor is on. */
  twoFactorSecret?: string;
  /** Base32 secret shown at setup, waiting for its first code. */
  twoFactorPendingSecret?: string;
  /** The TOTP time step of the last accepted code: a code is accepted once. */
  twoFactorLastStep?: number;
  /** SHA-256 hashes of the unused recovery codes (a string set, so one can be removed atomically). */
  recoveryCodes?: Set<string>;
  /** A job QR code given at registration, for the repairs area to link to this account. */
  pendingJobClaim?: { qrCode: string; requestedAt: string };
  updatedAt?: string;
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
  /** Given when other items written with the user must name it (a verification link). */
  id?: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  username: string;
  passwordHash: string;
  role: Role;
  emailVerified: boolean;
  address?: string;
  emailTokenHash?: string;
  pendingJobClaim?: UserRecord['pendingJobClaim'];
}

export function uniqueItem(field: UniqueField, value: string, userId: string) {
  return { ...keys.unique(field, normaliseUnique(field, value)), type: 'Unique', field, userId };
}

/**
 * Writes the user and its three uniqueness items in one transaction, plus any `alsoPut` items
 * (each must not exist yet). Throws DuplicateUserError naming the fields already taken.
 */
export async function createUser(
  input: NewUser,
  now = new Date(),
  alsoPut: Record<string, unknown>[] = [],
): Promise<UserRecord> {
  const { id, ...fields } = input;
  const user: UserRecord = {
    ...fields,
    id: id ?? ulid(now.getTime()),
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
  const putNew = (Item: Record<string, unknown>) => ({
    Put: { TableName: tableName, Item, ConditionExpression: 'attribute_not_exists(pk)' },
  });
  try {
    await transactWrite([
      putNew({ ...keys.user(user.id), type: 'User', ...user }),
      ...uniques.map(([field, value]) => putNew(uniqueItem(field, value, user.id))),
      ...alsoPut.map(putNew),
    ]);
  } catch (error) {
    if (error instanceof TransactionCancelledError) {
      const taken = uniques.filter((_, i) => error.conditionFailedAt(i + 1)).map(([field]) => field);
      if (taken.length) throw new DuplicateUserError(taken);
    }
    throw error;
  }
  return user;
}

export async function getUserById(userId: string): Promise<UserRecord | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.user(userId), ConsistentRead: true }));
  return (Item as UserRecord | undefined) ?? null;
}

/** Resolves an email, phone or username to its user id through the uniqueness item. */
export async function findUserIdBy(field: UniqueField, value: string): Promise<string | null> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: keys.unique(field, normaliseUnique(field, value)), ConsistentRead: true }),
  );
  return (Item?.userId as string | undefined) ?? null;
}

/** The user a sign-in identifier names, if any. A mobile number is also tried as a username. */
export async function findUserIdByLogin(identifier: LoginIdentifier): Promise<string | null> {
  const found = await findUserIdBy(identifier.kind, identifier.value);
  if (found || identifier.kind !== 'phone') return found;
  return findUserIdBy('username', identifier.value);
}

/**
 * The attributes naming a user's outstanding emailed links (and the address a change-of-email link
 * waits for): removing them voids every reset and verification link, as a new password must (issue 12).
 */
export const OUTSTANDING_LINKS = 'resetTokenHash, emailTokenHash, pendingEmail';

/**
 * Replaces the stored hash only if it is still the one that was verified (a concurrent change wins).
 * A new password ('change') also voids the account's outstanding links; a re-hash of the same
 * password with today's parameters ('rehash') leaves them.
 */
export async function replacePasswordHash(
  userId: string,
  oldHash: string,
  newHash: string,
  now: Date,
  reason: 'change' | 'rehash',
): Promise<boolean> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.user(userId),
        UpdateExpression: `SET passwordHash = :new, updatedAt = :now${reason === 'change' ? ` REMOVE ${OUTSTANDING_LINKS}` : ''}`,
        ConditionExpression: 'passwordHash = :old',
        ExpressionAttributeValues: { ':new': newHash, ':old': oldHash, ':now': now.toISOString() },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

export interface ProfileChanges {
  firstName: string;
  lastName: string;
  phone: string;
  address?: string;
  /** YYYY-MM-DD; absent or blank removes it. */
  dateOfBirth?: string;
}

/**
 * Saves name, phone and address. A new phone moves its uniqueness item in the same transaction;
 * a username that was the old phone number (the registration default) follows it, because a
 * mobile-number username is only ever its own account's phone.
 */
/** `alsoWrite` goes in the same transaction, after the user's own items (the birthday list, decision 159). */
export async function updateProfile(user: UserRecord, changes: ProfileChanges, now: Date, alsoWrite: TransactItem[] = []): Promise<UserRecord> {
  const phone = normaliseUnique('phone', changes.phone);
  const phoneChanged = phone !== user.phone;
  const usernameFollows = phoneChanged && normaliseUnique('username', user.username) === user.phone;
  const username = usernameFollows ? phone : user.username;
  const address = changes.address ? changes.address : undefined;
  const dateOfBirth = changes.dateOfBirth ? changes.dateOfBirth : undefined;

  const set = ['firstName = :first', 'lastName = :last', 'phone = :phone', 'username = :username', 'updatedAt = :now'];
  const values: Record<string, unknown> = {
    ':first': changes.firstName,
    ':last': changes.lastName,
    ':phone': phone,
    ':username': username,
    ':now': now.toISOString(),
    ':oldPhone': user.phone,
  };
  if (address) {
    set.push('address = :address');
    values[':address'] = address;
  }
  if (dateOfBirth) {
    set.push('dateOfBirth = :dateOfBirth');
    values[':dateOfBirth'] = dateOfBirth;
  }
  const remove = [...(address ? [] : ['address']), ...(dateOfBirth ? [] : ['dateOfBirth'])];
  const updateUser = {
    Update: {
      TableName: tableName,
      Key: keys.user(user.id),
      UpdateExpression: `SET ${set.join(', ')}${remove.length ? ` REMOVE ${remove.join(', ')}` : ''}`,
      ConditionExpression: 'attribute_exists(pk) AND phone = :oldPhone',
      ExpressionAttributeValues: values,
    },
  };
  const move = (field: UniqueField, from: string, to: string) => [
    {
      Delete: {
        TableName: tableName,
        Key: keys.unique(field, normaliseUnique(field, from)),
        ConditionExpression: 'userId = :me',
        ExpressionAttributeValues: { ':me': user.id },
      },
    },
    { Put: { TableName: tableName, Item: uniqueItem(field, to, user.id), ConditionExpression: 'attribute_not_exists(pk)' } },
  ];
  const items = [
    updateUser,
    ...(phoneChanged ? move('phone', user.phone, phone) : []),
    ...(usernameFollows ? move('username', user.username, username) : []),
    // Last, so the uniqueness items keep their indexes below.
    ...alsoWrite,
  ];
  try {
    await transactWrite(items);
  } catch (error) {
    // Index 2 is the new phone's uniqueness item, index 4 the username's.
    if (error instanceof TransactionCancelledError && (error.conditionFailedAt(2) || error.conditionFailedAt(4))) {
      throw new DuplicateUserError(error.conditionFailedAt(2) ? ['phone'] : ['username']);
    }
    throw error;
  }
  const updated: UserRecord = { ...user, firstName: changes.firstName, lastName: changes.lastName, phone, username, updatedAt: now.toISOString() };
  if (address) updated.address = address;
  else delete updated.address;
  if (dateOfBirth) updated.dateOfBirth = dateOfBirth;
  else delete updated.dateOfBirth;
  return updated;
}
