// The admin security repository: per admin, the inactivity timeout settings and the passcode hash
// (`USER#<id>` / `ADMIN_SECURITY`); per session, the last admin activity and the short-lived proofs
// (passcode verified, admin password verified) kept on the session item itself (decision 060).
import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { DEFAULT_TIMEOUT_ENABLED, DEFAULT_TIMEOUT_MINUTES, type TimeoutMinutes } from '../../shared/admin-timeout';
import type { Permission } from '../../shared/staff/permissions';
import { staffRoleOf, type RoleId } from '../../shared/staff/roles';
import type { Role } from '../../shared/schemas/user';
import { db, tableName } from './client';
import * as keys from './keys';
import { sessionHashesOfUser, type Session } from './sessions';
import { permissionsOfRole } from './staff-roles';
import { clearThrottleAtLimit, type ThrottleRule } from './throttles';
import { TransactionCancelledError, isConditionFailure, transactWrite } from './transact';

export const PASSCODE_ATTEMPT_LIMIT = 5;

/** Wrong passcodes of one admin; the window outlasts the longest admin session (12 hours). */
export const PASSCODE_RULE: ThrottleRule = {
  scope: 'ADMIN_PASSCODE',
  limit: PASSCODE_ATTEMPT_LIMIT,
  windowMs: 12 * 60 * 60 * 1000,
  lockMs: 0,
};

export interface AdminSecurityRecord {
  userId: string;
  timeoutEnabled: boolean;
  timeoutMinutes: TimeoutMinutes;
  /** When the timeout was last switched on: no session counts as idle from before it. */
  timeoutEnabledAt?: string;
  /** argon2id PHC string of the 6-digit passcode. */
  passcodeHash?: string;
  /** True once the admin set a passcode of their own, false for the generated one. */
  customPasscode: boolean;
  passcodeSetAt?: string;
  updatedAt?: string;
}

/** The settings the session guard enforces; every session of the admin carries a copy (decision 065). */
export type TimeoutSettings = Pick<AdminSecurityRecord, 'timeoutEnabled' | 'timeoutMinutes' | 'timeoutEnabledAt'>;

function timeoutSettingsOf(record: AdminSecurityRecord): TimeoutSettings {
  const { timeoutEnabled, timeoutMinutes, timeoutEnabledAt } = record;
  return { timeoutEnabled, timeoutMinutes, ...(timeoutEnabledAt ? { timeoutEnabledAt } : {}) };
}

export type SessionAttributes = { timeout?: TimeoutSettings; staffRole?: RoleId; permissions?: Permission[]; twoFactorEnabled?: boolean };

/**
 * What a new session item carries beside the session: for an admin, the timeout settings as they are
 * now, the staff role, whether two-factor is on (decision 258) and, but for the Owner, what the role
 * allows now (decision 266).
 */
export async function sessionAttributesFor(user: { id: string; role: Role; staffRole?: RoleId; twoFactorEnabled?: boolean }): Promise<SessionAttributes> {
  if (user.role !== 'admin') return {};
  const staffRole = staffRoleOf(user);
  const [security, permissions] = await Promise.all([getAdminSecurity(user.id), staffRole === 'owner' ? undefined : permissionsOfRole(staffRole)]);
  return { timeout: timeoutSettingsOf(security), staffRole, twoFactorEnabled: user.twoFactorEnabled === true, ...(permissions ? { permissions } : {}) };
}

/** What the session item carries for the timeout besides the session itself. */
export interface AdminSessionActivity {
  /** The admin's timeout settings; absent on sessions started before sessions carried them. */
  timeout?: TimeoutSettings;
  lastActivityAt?: string;
  passcodeVerifiedAt?: string;
  recoveryVerifiedAt?: string;
}

export type AdminSession = Session & AdminSessionActivity;

/** An admin who never saved settings has the defaults (enabled, 10 minutes) and no passcode. */
export function defaultAdminSecurity(userId: string): AdminSecurityRecord {
  return { userId, timeoutEnabled: DEFAULT_TIMEOUT_ENABLED, timeoutMinutes: DEFAULT_TIMEOUT_MINUTES, customPasscode: false };
}

export async function getAdminSecurity(userId: string): Promise<AdminSecurityRecord> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: keys.adminSecurity(userId), ConsistentRead: true }),
  );
  if (!Item) return defaultAdminSecurity(userId);
  return { ...defaultAdminSecurity(userId), ...(Item as Partial<AdminSecurityRecord>), userId };
}

/** Removes an admin's settings and passcode hash (their account closed). */
export async function deleteAdminSecurity(userId: string): Promise<void> {
  await db.send(new DeleteCommand({ TableName: tableName, Key: keys.adminSecurity(userId) }));
}

/** Writes a passcode into the settings item, creating it with the default timeout when missing. */
const SET_PASSCODE =
  'SET #type = :type, userId = :userId, timeoutEnabled = if_not_exists(timeoutEnabled, :defaultEnabled), ' +
  'timeoutMinutes = if_not_exists(timeoutMinutes, :defaultMinutes), customPasscode = :custom, ' +
  'passcodeHash = :hash, passcodeSetAt = :now, updatedAt = :now';

function passcodeValues(userId: string, passcodeHash: string, custom: boolean, now: Date) {
  return {
    ':type': 'AdminSecurity',
    ':userId': userId,
    ':defaultEnabled': DEFAULT_TIMEOUT_ENABLED,
    ':defaultMinutes': DEFAULT_TIMEOUT_MINUTES,
    ':custom': custom,
    ':hash': passcodeHash,
    ':now': now.toISOString(),
  };
}

/**
 * Sets the first passcode (generated at first start, or from ADMIN_PASSCODE) unless the admin already
 * has one. Answers whether it was set, so the caller prints it only that once.
 */
export async function setInitialPasscode(userId: string, passcodeHash: string, now: Date): Promise<boolean> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.adminSecurity(userId),
        UpdateExpression: SET_PASSCODE,
        ConditionExpression: 'attribute_not_exists(passcodeHash)',
        ExpressionAttributeNames: { '#type': 'type' },
        ExpressionAttributeValues: passcodeValues(userId, passcodeHash, false, now),
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Saves the timeout settings and mirrors the dialog's rule on this session: switching the timeout on
 * stores now as the last activity; switching it off clears the last activity and the passcode proof.
 * Every session of the admin gets the new settings' copy (decision 065): this one in the same
 * transaction, the admin's other sessions straight after.
 */
export async function saveTimeoutSettings(
  session: AdminSession,
  settings: { enabled: boolean; durationMinutes: TimeoutMinutes },
  now: Date,
): Promise<AdminSecurityRecord> {
  const at = now.toISOString();
  const copy: TimeoutSettings = {
    timeoutEnabled: settings.enabled,
    timeoutMinutes: settings.durationMinutes,
    ...(settings.enabled ? { timeoutEnabledAt: at } : {}),
  };
  await transactWrite([
    {
      Update: {
        TableName: tableName,
        Key: keys.adminSecurity(session.userId),
        UpdateExpression:
          'SET #type = :type, userId = :userId, customPasscode = if_not_exists(customPasscode, :false), ' +
          'timeoutEnabled = :enabled, timeoutMinutes = :minutes, updatedAt = :now' +
          (settings.enabled ? ', timeoutEnabledAt = :now' : ''),
        ExpressionAttributeNames: { '#type': 'type' },
        ExpressionAttributeValues: {
          ':type': 'AdminSecurity',
          ':userId': session.userId,
          ':false': false,
          ':enabled': settings.enabled,
          ':minutes': settings.durationMinutes,
          ':now': at,
        },
      },
    },
    {
      Update: {
        TableName: tableName,
        Key: keys.session(session.tokenHash),
        UpdateExpression: settings.enabled ? 'SET #timeout = :copy, lastActivityAt = :now' : 'SET #timeout = :copy REMOVE lastActivityAt, passcodeVerifiedAt',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#timeout': 'timeout' },
        ExpressionAttributeValues: { ':copy': copy, ...(settings.enabled ? { ':now': at } : {}) },
      },
    },
  ]);
  session.timeout = copy;
  const others = (await sessionHashesOfUser(session.userId)).filter((hash) => hash !== session.tokenHash);
  await Promise.all(others.map((hash) => copySettingsToSession(hash, copy)));
  return getAdminSecurity(session.userId);
}

/** Puts the settings' copy on a session, unless it ended meanwhile (an update must not recreate it). */
async function copySettingsToSession(tokenHash: string, copy: TimeoutSettings): Promise<void> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.session(tokenHash),
        UpdateExpression: 'SET #timeout = :copy',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#timeout': 'timeout' },
        ExpressionAttributeValues: { ':copy': copy },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

export class PasscodeProofMissingError extends Error {
  constructor() {
    super('No recent passcode or admin password check on this session');
    this.name = 'PasscodeProofMissingError';
  }
}

/**
 * Replaces the passcode with the admin's own. The session must hold a proof newer than `proofSince`
 * (the passcode or the admin password checked); the proof is used up in the same transaction, so
 * one check allows one change.
 */
export async function changePasscode(session: AdminSession, passcodeHash: string, proofSince: Date, now: Date): Promise<void> {
  try {
    await transactWrite([
      {
        Update: {
          TableName: tableName,
          Key: keys.session(session.tokenHash),
          UpdateExpression: 'REMOVE passcodeVerifiedAt, recoveryVerifiedAt',
          ConditionExpression: 'attribute_exists(pk) AND (passcodeVerifiedAt > :since OR recoveryVerifiedAt > :since)',
          ExpressionAttributeValues: { ':since': proofSince.toISOString() },
        },
      },
      {
        Update: {
          TableName: tableName,
          Key: keys.adminSecurity(session.userId),
          UpdateExpression: SET_PASSCODE,
          ExpressionAttributeNames: { '#type': 'type' },
          ExpressionAttributeValues: passcodeValues(session.userId, passcodeHash, true, now),
        },
      },
    ]);
  } catch (error) {
    if (error instanceof TransactionCancelledError && error.conditionFailedAt(0)) throw new PasscodeProofMissingError();
    throw error;
  }
}

/** Stores `now` as the session's last admin activity (a revoked session stays revoked). */
export async function recordSessionActivity(session: AdminSession, now: Date): Promise<void> {
  await updateSession(session, 'SET lastActivityAt = :now', { ':now': now.toISOString() });
}

/** The passcode was right: the session is active again and may change the passcode for a while. */
export async function markPasscodeVerified(session: AdminSession, now: Date): Promise<void> {
  await updateSession(session, 'SET lastActivityAt = :now, passcodeVerifiedAt = :now', { ':now': now.toISOString() });
}

/** The admin password was right: the session is active again and may set a new passcode for a while. */
export async function markRecoveryVerified(session: AdminSession, now: Date): Promise<void> {
  await updateSession(session, 'SET lastActivityAt = :now, recoveryVerifiedAt = :now', { ':now': now.toISOString() });
}

async function updateSession(session: AdminSession, expression: string, values: Record<string, unknown>): Promise<void> {
  await db
    .send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.session(session.tokenHash),
        UpdateExpression: expression,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: values,
      }),
    )
    .catch((error: unknown) => {
      if (!isConditionFailure(error)) throw error;
    });
}

/**
 * An admin signed in with the password: a locked passcode check starts afresh (5 tries). Tries under
 * way on another device are not reset by this sign-in: only a counter at the limit is cleared.
 */
export async function liftPasscodeLock(userId: string): Promise<void> {
  await clearThrottleAtLimit(PASSCODE_RULE, userId);
}
