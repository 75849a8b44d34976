// Sessions: an opaque token in the cookie, only its SHA-256 in the table.
import { createHash, randomBytes } from 'node:crypto';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Role } from '../../shared/schemas/user';
import { db, tableName } from './client';
import { keys } from './keys';

export const SESSION_COOKIE = 'drs_session';

export const SESSION_LIFETIME = {
  customer: { idleMs: 7 * 24 * 60 * 60 * 1000, absoluteMs: 30 * 24 * 60 * 60 * 1000 },
  admin: { idleMs: 12 * 60 * 60 * 1000, absoluteMs: 12 * 60 * 60 * 1000 },
} as const;

/** Sliding idle expiry is pushed forward at most this often, to spare a write per request. */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

export interface Session {
  tokenHash: string;
  userId: string;
  role: Role;
  createdAt: string;
  lastSeenAt: string;
  idleExpiresAt: string;
  absoluteExpiresAt: string;
}

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function isSessionLive(session: Session, now: Date): boolean {
  const t = now.getTime();
  return t < Date.parse(session.idleExpiresAt) && t < Date.parse(session.absoluteExpiresAt);
}

export async function findSession(token: string, now: Date): Promise<Session | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.session(hashToken(token)) }));
  if (!Item || Item.revoked) return null;
  const session = Item as Session;
  return isSessionLive(session, now) ? session : null;
}

/** Pushes the idle expiry forward when the last push is old enough. Never extends past absolute. */
export async function touchSession(session: Session, now: Date): Promise<void> {
  if (now.getTime() - Date.parse(session.lastSeenAt) < TOUCH_INTERVAL_MS) return;
  const lifetime = SESSION_LIFETIME[session.role];
  const idle = Math.min(now.getTime() + lifetime.idleMs, Date.parse(session.absoluteExpiresAt));
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.session(session.tokenHash),
      UpdateExpression: 'SET lastSeenAt = :now, idleExpiresAt = :idle, expiresAt = :ttl',
      ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(revoked)',
      ExpressionAttributeValues: {
        ':now': now.toISOString(),
        ':idle': new Date(idle).toISOString(),
        ':ttl': Math.floor(idle / 1000),
      },
    }),
  ).catch((error: unknown) => {
    // A session revoked between read and touch simply stays revoked.
    if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
  });
}
