// Sessions: an opaque token in the cookie, only its SHA-256 in the table. Each session is also
// indexed under its user (gsi1), so a password change or reset can revoke every one of them.
import { BatchWriteCommand, DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Role } from '../../shared/schemas/user';
import type { Permission } from '../../shared/staff/permissions';
import type { RoleId } from '../../shared/staff/roles';
import { db, tableName } from './client';
import { queryAll } from './query-all';
import * as keys from './keys';
import { isConditionFailure } from './transact';
import { randomToken, sha256Hex } from '../lib/tokens';

export { SESSION_COOKIE } from '../../shared/api/session-cookie';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** SECURITY.md: customers idle 7 days / absolute 30 days; admins absolute 12 hours. */
export const SESSION_LIFETIME = {
  customer: { idleMs: 7 * DAY, absoluteMs: 30 * DAY },
  admin: { idleMs: 12 * HOUR, absoluteMs: 12 * HOUR },
} as const;

/** Sliding idle expiry is pushed forward at most this often, to spare a write per request. */
const TOUCH_INTERVAL_MS = HOUR;

export interface Session {
  tokenHash: string;
  userId: string;
  role: Role;
  /** A staff session's role, copied from the account at sign-in (a role change ends the sessions). */
  staffRole?: RoleId;
  /**
   * What the staff role allows, copied at sign-in and rewritten when the owner changes the role
   * (decision 266); absent on the Owner's sessions (everything) and on sessions from before.
   */
  permissions?: Permission[];
  /** A staff session: whether the account had two-factor on at sign-in (decision 258). */
  twoFactorEnabled?: boolean;
  createdAt: string;
  lastSeenAt: string;
  idleExpiresAt: string;
  absoluteExpiresAt: string;
  clientIp?: string;
  userAgent?: string;
  /** Only on a call made with an API key, which stands in for a session (never stored; decision 274). */
  apiKey?: ApiKeyCaller;
}

/** The key a call was made with, as the handler chain found it. */
export interface ApiKeyCaller {
  id: string;
  name: string;
  permissions: readonly Permission[];
}

export function newSessionToken(): string {
  return randomToken(32);
}

export function hashToken(token: string): string {
  return sha256Hex(token);
}

export function isSessionLive(session: Session, now: Date): boolean {
  const t = now.getTime();
  return t < Date.parse(session.idleExpiresAt) && t < Date.parse(session.absoluteExpiresAt);
}

/** The first expiry of a new session, and so the table's TTL for it. */
export function sessionExpiries(role: Role, now: Date): { idleExpiresAt: Date; absoluteExpiresAt: Date } {
  const lifetime = SESSION_LIFETIME[role];
  const absolute = now.getTime() + lifetime.absoluteMs;
  return { idleExpiresAt: new Date(Math.min(now.getTime() + lifetime.idleMs, absolute)), absoluteExpiresAt: new Date(absolute) };
}

export interface NewSession {
  userId: string;
  role: Role;
  clientIp?: string;
  userAgent?: string;
  /** More attributes for the item: an admin session's copy of the timeout settings (decision 065). */
  attributes?: Record<string, unknown>;
}

/** Starts a session with a fresh token; the token is returned once, for the cookie. */
export async function createSession(input: NewSession, now: Date): Promise<{ token: string; session: Session }> {
  const token = newSessionToken();
  const tokenHash = hashToken(token);
  const { idleExpiresAt, absoluteExpiresAt } = sessionExpiries(input.role, now);
  const session: Session = {
    tokenHash,
    userId: input.userId,
    role: input.role,
    createdAt: now.toISOString(),
    lastSeenAt: now.toISOString(),
    idleExpiresAt: idleExpiresAt.toISOString(),
    absoluteExpiresAt: absoluteExpiresAt.toISOString(),
    ...(input.clientIp ? { clientIp: input.clientIp } : {}),
    ...(input.userAgent ? { userAgent: input.userAgent.slice(0, 512) } : {}),
  };
  await db.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...keys.session(tokenHash),
        ...keys.sessionByUser(input.userId, session.createdAt, tokenHash),
        type: 'Session',
        ...session,
        ...input.attributes,
        expiresAt: keys.ttlFrom(idleExpiresAt),
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  return { token, session };
}

export async function findSession(token: string, now: Date): Promise<Session | null> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: keys.session(hashToken(token)), ConsistentRead: true }),
  );
  if (!Item) return null;
  const session = Item as Session;
  return isSessionLive(session, now) ? session : null;
}

/** Pushes the idle expiry forward when the last push is old enough. Never extends past absolute. */
export async function touchSession(session: Session, now: Date): Promise<void> {
  if (now.getTime() - Date.parse(session.lastSeenAt) < TOUCH_INTERVAL_MS) return;
  const lifetime = SESSION_LIFETIME[session.role];
  const idle = Math.min(now.getTime() + lifetime.idleMs, Date.parse(session.absoluteExpiresAt));
  await db
    .send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.session(session.tokenHash),
        UpdateExpression: 'SET lastSeenAt = :now, idleExpiresAt = :idle, expiresAt = :ttl',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: {
          ':now': now.toISOString(),
          ':idle': new Date(idle).toISOString(),
          ':ttl': Math.floor(idle / 1000),
        },
      }),
    )
    .catch((error: unknown) => {
      // A session revoked between read and touch simply stays revoked.
      if (!isConditionFailure(error)) throw error;
    });
}

/** Ends one session: the item goes, so the token gets 401 on its next request. */
export async function revokeSession(token: string): Promise<void> {
  await db.send(new DeleteCommand({ TableName: tableName, Key: keys.session(hashToken(token)) }));
}

/**
 * Ends every session of a user, except the one whose hash is given. The user index is eventually
 * consistent, so a session started in the same instant may be missed: docs/decisions/030.
 */
export async function revokeAllSessionsForUser(userId: string, options: { exceptTokenHash?: string } = {}): Promise<number> {
  const hashes = (await sessionHashesOfUser(userId)).filter((hash) => hash !== options.exceptTokenHash);
  for (let i = 0; i < hashes.length; i += 25) {
    let requests: NonNullable<ConstructorParameters<typeof BatchWriteCommand>[0]['RequestItems']>[string] = hashes
      .slice(i, i + 25)
      .map((hash) => ({ DeleteRequest: { Key: keys.session(hash) } }));
    for (let attempt = 0; requests.length && attempt < 5; attempt++) {
      if (attempt) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
      const result = await db.send(new BatchWriteCommand({ RequestItems: { [tableName]: requests } }));
      requests = result.UnprocessedItems?.[tableName] ?? [];
    }
    if (requests.length) throw new Error(`Could not revoke ${requests.length} sessions of user ${userId}`);
  }
  return hashes.length;
}

/** A user's live sessions, oldest first (gsi1; eventually consistent, as above): the sessions list. */
export async function sessionsOfUser(userId: string, now: Date): Promise<Session[]> {
  const items = await queryAll({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :user AND begins_with(gsi1sk, :prefix)',
    ExpressionAttributeValues: { ':user': `USER#${userId}`, ':prefix': keys.sessionsOfUserPrefix },
  });
  return (items as unknown as Session[]).filter((session) => isSessionLive(session, now));
}

/** Ends sessions by their token hashes (the caller has checked they are the user's). */
export async function revokeSessionsByHash(hashes: readonly string[]): Promise<void> {
  for (const hash of hashes) await db.send(new DeleteCommand({ TableName: tableName, Key: keys.session(hash) }));
}

/** Rewrites the permissions' copy on sessions of a member whose role changed, unless a session ended meanwhile. */
export async function setSessionPermissions(hashes: readonly string[], permissions: readonly Permission[]): Promise<void> {
  for (const hash of hashes) {
    await db
      .send(
        new UpdateCommand({
          TableName: tableName,
          Key: keys.session(hash),
          UpdateExpression: 'SET #permissions = :permissions',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: { '#permissions': 'permissions' },
          ExpressionAttributeValues: { ':permissions': permissions },
        }),
      )
      .catch((error: unknown) => {
        if (!isConditionFailure(error)) throw error;
      });
  }
}

/** The token hashes of a user's sessions (gsi1; eventually consistent, as above). */
export async function sessionHashesOfUser(userId: string): Promise<string[]> {
  const items = await queryAll({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :user AND begins_with(gsi1sk, :prefix)',
    ExpressionAttributeValues: { ':user': `USER#${userId}`, ':prefix': keys.sessionsOfUserPrefix },
    ProjectionExpression: 'tokenHash',
  });
  return items.map((item) => item.tokenHash as string);
}
