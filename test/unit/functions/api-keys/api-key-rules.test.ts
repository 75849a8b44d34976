// The rules of API keys that need no table (decision 274): the secret's shape and check, what a key
// may hold, and that no key reaches the routes of staff, roles, keys and webhooks.
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { hashApiKeySecret, keyIdOfSecret, newApiKeySecret, secretMatches } from '../../../../functions/api-keys/secret';
import { routeList } from '../../../../shared/api/manifest';
import { DEFAULT_KEY_PERMISSIONS, KEY_NEVER, READ_ONLY_PERMISSIONS, keyMayHold } from '../../../../shared/staff/api-key-permissions';
import { apiKeyRefusalMessage } from '../../../../shared/staff/permissions';

describe('an API key secret', () => {
  it('names its key and matches only its own hash', () => {
    const keyId = ulid();
    const secret = newApiKeySecret(keyId);
    expect(keyIdOfSecret(secret)).toBe(keyId);
    expect(secretMatches(secret, hashApiKeySecret(secret))).toBe(true);
    expect(secretMatches(newApiKeySecret(keyId), hashApiKeySecret(secret))).toBe(false);
    expect(secretMatches(secret, 'not-a-hash')).toBe(false);
  });

  it('is refused when it is not shaped like one', () => {
    const secret = newApiKeySecret(ulid());
    for (const wrong of ['', 'drs_', secret.slice(0, -1), `${secret}x`, secret.replace('drs_', 'sk_'), secret.toLowerCase()]) {
      expect(keyIdOfSecret(wrong), wrong).toBeNull();
    }
  });
});

describe('what a key may hold', () => {
  it('gives a new key only read-only permissions it may hold', () => {
    expect(DEFAULT_KEY_PERMISSIONS.length).toBeGreaterThan(0);
    for (const permission of DEFAULT_KEY_PERMISSIONS) {
      expect(READ_ONLY_PERMISSIONS).toContain(permission);
      expect(keyMayHold(permission)).toBe(true);
    }
  });

  it('never lets a key reach the staff, role, key or webhook routes', () => {
    const managing = routeList.filter((route) => route.path.startsWith('/api/admin/api-keys') || /^\/api\/admin\/users\/\{userId\}\/role$/.test(route.path));
    expect(managing.length).toBeGreaterThan(0);
    for (const route of managing) expect(KEY_NEVER, route.name).toContain(route.permission);
  });

  it('words a refusal with the permission', () => {
    expect(apiKeyRefusalMessage('till.refund')).toBe('This API key does not allow refunds.');
  });
});
