// Random tokens and their stored form. Only the SHA-256 of a token is ever written to the table:
// the tokens carry 256 random bits, so a fast hash is enough (no dictionary to guess from).
import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes (256 bits), base64url: session tokens, emailed links, sign-in challenges. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
