// The owner's API keys (decision 274): making one (the secret returned once), the keys page's view,
// revoking one. The key guard that checks a call's key is in functions/http/api-key-auth.ts.
import { ulid } from 'ulid';
import { londonDay } from '../../shared/dates';
import { API_KEY_MAX_DAYS, KEY_EXPIRY_MESSAGE, type ApiKey, type CreateApiKeyRequest, type CreatedApiKey } from '../../shared/schemas/api-keys';
import { DEFAULT_KEY_PERMISSIONS, keyMayHold } from '../../shared/staff/api-key-permissions';
import { ALL_PERMISSIONS, type Permission } from '../../shared/staff/permissions';
import { londonDayEnd } from '../audit/london-days';
import { markApiKeyRevoked, putApiKey, type ApiKeyRecord } from '../data/api-keys';
import { BadRequestError } from '../lib/http-errors';
import { hashApiKeySecret, newApiKeySecret, secretPrefix } from './secret';

const DAY_MS = 24 * 60 * 60 * 1000;

export function apiKeyView(record: ApiKeyRecord, now: Date): ApiKey {
  const status = record.revokedAt ? 'revoked' : Date.parse(record.validUntil) <= now.getTime() ? 'expired' : 'active';
  return {
    id: record.keyId,
    name: record.name,
    prefix: secretPrefix(record.keyId),
    permissions: record.permissions,
    createdAt: record.createdAt,
    createdBy: record.createdByName,
    validUntil: record.validUntil,
    ...(record.revokedAt ? { revokedAt: record.revokedAt } : {}),
    status,
  };
}

/** The chosen permissions in the catalogue's order, once each; 400 naming any a key may not hold. */
function keyPermissions(chosen: readonly Permission[] | undefined): Permission[] {
  const wanted = new Set(chosen ?? DEFAULT_KEY_PERMISSIONS);
  const refused = [...wanted].filter((permission) => !keyMayHold(permission));
  if (refused.length > 0) throw new BadRequestError(`An API key cannot hold ${refused.join(', ')}`, { errors: { permissions: [`An API key cannot hold ${refused.join(', ')}`] } });
  return ALL_PERMISSIONS.filter((permission) => wanted.has(permission));
}

/** The end of the chosen London day, which must be after today and at most a year away. */
function validUntil(expiresOn: string, now: Date): Date {
  const today = londonDay(now);
  const latest = new Date(Date.parse(`${today}T00:00:00Z`) + API_KEY_MAX_DAYS * DAY_MS).toISOString().slice(0, 10);
  if (expiresOn <= today || expiresOn > latest) throw new BadRequestError(KEY_EXPIRY_MESSAGE, { errors: { expiresOn: [KEY_EXPIRY_MESSAGE] } });
  return londonDayEnd(expiresOn);
}

export async function createApiKey(input: CreateApiKeyRequest, owner: { userId: string; name: string }, now: Date): Promise<CreatedApiKey> {
  const keyId = ulid(now.getTime());
  const secret = newApiKeySecret(keyId);
  const record: ApiKeyRecord = {
    keyId,
    name: input.name,
    permissions: keyPermissions(input.permissions),
    secretHash: hashApiKeySecret(secret),
    createdAt: now.toISOString(),
    createdBy: owner.userId,
    createdByName: owner.name,
    validUntil: validUntil(input.expiresOn, now).toISOString(),
  };
  await putApiKey(record);
  return { key: apiKeyView(record, now), secret };
}

/** Revokes the key from its next call; null when there is no such key or it was revoked already. */
export async function revokeApiKey(keyId: string, userId: string, now: Date): Promise<ApiKey | null> {
  const revoked = await markApiKeyRevoked(keyId, userId, now);
  return revoked ? apiKeyView(revoked, now) : null;
}
