// The other way into the admin API: `Authorization: Bearer <secret>` of an API key (decision 274).
// The key stands in for the session (no cookie is read, no CSRF header asked for), only on admin
// routes whose permission the key holds, never on account, staff or key and webhook routes; each
// key is held to its rate limit (decision 275). Called by the session guard, so every route has it.
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { AnyRoute } from '../../shared/api/define-route';
import { keyMayHold } from '../../shared/staff/api-key-permissions';
import { apiKeyRefusalMessage } from '../../shared/staff/permissions';
import { countApiKeyCall } from '../api-keys/rate-limit';
import { keyIdOfSecret, secretMatches } from '../api-keys/secret';
import { getApiKey, type ApiKeyRecord } from '../data/api-keys';
import type { Session } from '../data/sessions';
import { ForbiddenError, NotAuthenticatedError } from '../lib/http-errors';
import type { ChainState } from './request-context';

export const KEY_NOT_ACCEPTED_MESSAGE = 'API keys are accepted only on the admin API';
export const INVALID_KEY_MESSAGE = 'Invalid API key';
export const REVOKED_KEY_MESSAGE = 'This API key has been revoked';
export const EXPIRED_KEY_MESSAGE = 'This API key has expired';

/**
 * Whether the request is a key call: `Authorization: Bearer ...`. Any other scheme (a staging site's
 * Basic sign-in, say) leaves the request to the cookie and the CSRF header as before.
 */
export function isBearerCall(event: APIGatewayProxyEventV2): boolean {
  return /^Bearer /i.test(event.headers?.authorization ?? '');
}

function bearerSecret(event: APIGatewayProxyEventV2): string | null {
  return /^Bearer +(\S+) *$/i.exec(event.headers?.authorization ?? '')?.[1] ?? null;
}

/** The key as the caller's session: the owner who made it for records that name staff, its own permissions. */
function keySession(record: ApiKeyRecord, now: Date): Session {
  return {
    tokenHash: `API_KEY#${record.keyId}`,
    userId: record.createdBy,
    role: 'admin',
    createdAt: record.createdAt,
    lastSeenAt: now.toISOString(),
    idleExpiresAt: record.validUntil,
    absoluteExpiresAt: record.validUntil,
    apiKey: { id: record.keyId, name: record.name, permissions: record.permissions },
  };
}

/** Authenticates a key call and checks the route allows it; throws 401, 403 or 429 otherwise. */
export async function authenticateApiKey(route: AnyRoute, event: APIGatewayProxyEventV2, state: ChainState): Promise<void> {
  // Before the key is read: an account route never answers to a key, whatever it is.
  if (route.auth !== 'admin') throw new ForbiddenError(KEY_NOT_ACCEPTED_MESSAGE);
  const secret = bearerSecret(event);
  const keyId = secret === null ? null : keyIdOfSecret(secret);
  const record = keyId === null ? null : await getApiKey(keyId);
  if (!record || !secretMatches(secret!, record.secretHash)) throw new NotAuthenticatedError(INVALID_KEY_MESSAGE);
  // Known from here, so even a refused call is audited under the key's name.
  state.caller.session = keySession(record, state.now);
  if (record.revokedAt) throw new NotAuthenticatedError(REVOKED_KEY_MESSAGE);
  if (Date.parse(record.validUntil) <= state.now.getTime()) throw new NotAuthenticatedError(EXPIRED_KEY_MESSAGE);
  await countApiKeyCall(record.keyId, state.now);
  const permission = route.permission;
  if (!permission || !keyMayHold(permission) || !record.permissions.includes(permission)) {
    throw new ForbiddenError(permission ? apiKeyRefusalMessage(permission) : KEY_NOT_ACCEPTED_MESSAGE);
  }
}
