// The user repository. A user is one item; email and username each also own a uniqueness item,
// written in the same transaction, so two accounts can never share one of them. A phone number owns
// its uniqueness item only once an SMS code has proved it (decision 051): an unproven number given at
// registration or on the profile claims nothing, so it can never lock the number's real owner out.
import { BatchGetCommand, DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import type { LoginIdentifier } from '../../shared/schemas/account-fields';
import type { Role, User } from '../../shared/schemas/user';
import type { StaffRoleId } from '../../shared/staff/roles';
import { db, tableName } from './client';
import * as keys from './keys';
import { TransactionCancelledError, isConditionFailure, transactWrite, type TransactItem } from './transact';

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
  /** The mobile number proven by an SMS code (equal to `phone` while it stays the profile's number). */
  verifiedPhone?: string;
  phoneVerifiedAt?: string;
  /** SHA-256 of the registration's phone ticket: lets the new account prove its phone before signing in. */
  phoneTicketHash?: string;
  phoneTicketExpiresAt?: string;
  updatedAt?: string;
  /** Set while the account is staff: its place on the staff list (keys.staffMember, decision 255). */
  gsi2pk?: string;
}

export type UniqueField = 'email' | 'phone' | 'username';

/** The account changed (or went) between its read and a write conditional on what was read. */
export class UserChangedError extends Error {
  constructor() {
    super('The account changed since it was read');
    this.name = 'UserChangedError';
  }
}

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
  /** A member of staff's role (never a customer's). */
  staffRole?: StaffRoleId;
  emailVerified: boolean;
  address?: string;
  emailTokenHash?: string;
  pendingJobClaim?: UserRecord['pendingJobClaim'];
  phoneTicketHash?: string;
  phoneTicketExpiresAt?: string;
}

export function uniqueItem(field: UniqueField, value: string, userId: string) {
  return { ...keys.unique(field, normaliseUnique(field, value)), type: 'Unique', field, userId };
}

/** A username equal to the account's phone (the registration default) is reached only through the proven phone. */
export function usernameIsOwnPhone(username: string, phone: string): boolean {
  return normaliseUnique('username', username) === normaliseUnique('phone', phone);
}

/** Whether the account's current mobile number is the one it proved (sign-in by phone needs it). */
export function phoneIsProven(user: Pick<UserRecord, 'phone' | 'verifiedPhone'>): boolean {
  return Boolean(user.phone && user.verifiedPhone === user.phone);
}

/**
 * Removes a uniqueness item only if this user holds it: for a claim that may belong to another account
 * (an unproven phone another account has proved since, or a claim written before decision 051).
 */
export async function releaseUniqueIfMine(field: UniqueField, value: string, userId: string): Promise<void> {
  try {
    await db.send(
      new DeleteCommand({
        TableName: tableName,
        Key: keys.unique(field, normaliseUnique(field, value)),
        ConditionExpression: 'userId = :me',
        ExpressionAttributeValues: { ':me': userId },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** Fails (in a transaction) while another account has proved the number. */
export function phoneFreeCheck(phone: string, userId: string) {
  return {
    ConditionCheck: {
      TableName: tableName,
      Key: keys.unique('phone', normaliseUnique('phone', phone)),
      ConditionExpression: 'attribute_not_exists(pk) OR userId = :me',
      ExpressionAttributeValues: { ':me': userId },
    },
  };
}

/**
 * Writes the user with its email and username uniqueness items in one transaction, plus any
 * `alsoPut` items (each must not exist yet). The phone claims nothing until proved, but a number
 * another account has proved is refused. Throws DuplicateUserError naming the fields already taken.
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
    ...(usernameIsOwnPhone(user.username, user.phone) ? [] : [['username', user.username] as [UniqueField, string]]),
  ];
  const putNew = (Item: Record<string, unknown>) => ({
    Put: { TableName: tableName, Item, ConditionExpression: 'attribute_not_exists(pk)' },
  });
  try {
    await transactWrite([
      // A member of staff is on the staff list from the start (decision 255).
      putNew({ ...keys.user(user.id), ...(user.role === 'admin' ? keys.staffMember(user.id) : {}), type: 'User', ...user }),
      ...uniques.map(([field, value]) => putNew(uniqueItem(field, value, user.id))),
      phoneFreeCheck(user.phone, user.id),
      ...alsoPut.map(putNew),
    ]);
  } catch (error) {
    if (error instanceof TransactionCancelledError) {
      const taken = uniques.filter((_, i) => error.conditionFailedAt(i + 1)).map(([field]) => field);
      if (error.conditionFailedAt(uniques.length + 1)) taken.push('phone');
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

/** Which of these usernames (at most 100) an account holds: one BatchGetItem of their uniqueness items. */
export async function takenUsernames(usernames: readonly string[]): Promise<Set<string>> {
  const claimOf = (username: string) => keys.unique('username', normaliseUnique('username', username));
  const { Responses } = await db.send(
    new BatchGetCommand({ RequestItems: { [tableName]: { Keys: usernames.map(claimOf), ProjectionExpression: 'pk' } } }),
  );
  const held = new Set((Responses?.[tableName] ?? []).map((item) => item.pk as string));
  return new Set(usernames.filter((username) => held.has(claimOf(username).pk)));
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
 * Saves name, phone and address. A new phone is unproven: the old number's claim (if it was proved)
 * is released and the proof removed in the same transaction, and a number another account has proved
 * is refused. A username that was the old phone number (the registration default) follows it; such a
 * username claims nothing of its own (decision 051), so only a legacy claim of it is removed.
 */
/** `alsoWrite` goes in the same transaction, after the user's own items (the birthday list, decision 159). */
export async function updateProfile(user: UserRecord, changes: ProfileChanges, now: Date, alsoWrite: TransactItem[] = []): Promise<UserRecord> {
  const phone = normaliseUnique('phone', changes.phone);
  const phoneChanged = phone !== user.phone;
  const oldPhoneProven = phoneIsProven(user);
  const usernameFollows = phoneChanged && usernameIsOwnPhone(user.username, user.phone);
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
  const remove = [
    ...(address ? [] : ['address']),
    ...(dateOfBirth ? [] : ['dateOfBirth']),
    ...(phoneChanged ? ['verifiedPhone', 'phoneVerifiedAt'] : []),
  ];
  const updateUser = {
    Update: {
      TableName: tableName,
      Key: keys.user(user.id),
      UpdateExpression: `SET ${set.join(', ')}${remove.length ? ` REMOVE ${remove.join(', ')}` : ''}`,
      ConditionExpression: 'attribute_exists(pk) AND phone = :oldPhone',
      ExpressionAttributeValues: values,
    },
  };
  const release = (field: UniqueField, value: string) => ({
    Delete: {
      TableName: tableName,
      Key: keys.unique(field, normaliseUnique(field, value)),
      ConditionExpression: 'attribute_not_exists(pk) OR userId = :me',
      ExpressionAttributeValues: { ':me': user.id },
    },
  });
  const items = [
    updateUser,
    // Index 1 is the check that no other account has proved the new number.
    ...(phoneChanged ? [phoneFreeCheck(phone, user.id), ...(oldPhoneProven ? [release('phone', user.phone)] : [])] : []),
    ...(usernameFollows ? [release('username', user.username)] : []),
    // Last, so the indexes above stay put.
    ...alsoWrite,
  ];
  try {
    await transactWrite(items);
  } catch (error) {
    if (error instanceof TransactionCancelledError && phoneChanged && error.conditionFailedAt(1)) throw new DuplicateUserError(['phone']);
    // Another save of this account committed first (its `phone = :oldPhone` no longer holds), or kept
    // winning: the caller reads the account again and decides (functions/accounts/save-profile.ts).
    if (error instanceof TransactionCancelledError && (error.conditionFailedAt(0) || error.conflictOnly)) throw new UserChangedError();
    throw error;
  }
  // An unproven old number may be claimed by whoever proved it; only a claim of ours is removed.
  if (phoneChanged && !oldPhoneProven) await releaseUniqueIfMine('phone', user.phone, user.id);
  const updated: UserRecord = { ...user, firstName: changes.firstName, lastName: changes.lastName, phone, username, updatedAt: now.toISOString() };
  if (phoneChanged) {
    delete updated.verifiedPhone;
    delete updated.phoneVerifiedAt;
  }
  if (address) updated.address = address;
  else delete updated.address;
  if (dateOfBirth) updated.dateOfBirth = dateOfBirth;
  else delete updated.dateOfBirth;
  return updated;
}
