// An API key's secret: "drs_<key id>_<256 random bits, base64url>". The id finds the key with one
// GetItem; only the SHA-256 of the whole secret is stored. A fast hash is right here, unlike for
// passwords: the secret is random, so there is no dictionary to try (decision 274).
import { timingSafeEqual } from 'node:crypto';
import { randomToken, sha256Hex } from '../lib/tokens';

const SECRET_PATTERN = /^drs_([0-9A-HJKMNP-TV-Z]{26})_[A-Za-z0-9_-]{43}$/;

/** What every secret of the key starts with: shown on the keys page so the owner can tell keys apart. */
export function secretPrefix(keyId: string): string {
  return `drs_${keyId}_`;
}

export function newApiKeySecret(keyId: string): string {
  return `${secretPrefix(keyId)}${randomToken(32)}`;
}

/** The key id a secret names, or null when it is not shaped like one of ours. */
export function keyIdOfSecret(secret: string): string | null {
  return SECRET_PATTERN.exec(secret)?.[1] ?? null;
}

export function hashApiKeySecret(secret: string): string {
  return sha256Hex(secret);
}

export function secretMatches(secret: string, storedHash: string): boolean {
  const given = Buffer.from(hashApiKeySecret(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
