// Two-factor recovery codes: 10 single-use codes shown once, kept only as SHA-256 hashes (each code
// has about 49 random bits and is tried only under the sign-in limits, so a fast hash suffices).
import { randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '../../shared/schemas/two-factor';
import { sha256Hex } from '../lib/tokens';

/** No 0/o, 1/l/i: codes are read off paper. 31 symbols, about 4.95 bits each. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const CODE_LENGTH = 10;

export function generateRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  const codes = new Set<string>();
  while (codes.size < count) {
    let raw = '';
    for (let i = 0; i < CODE_LENGTH; i++) raw += ALPHABET[randomInt(ALPHABET.length)];
    codes.add(`${raw.slice(0, 5)}-${raw.slice(5)}`);
  }
  return [...codes];
}

/** Case, spaces and the hyphen do not matter when a code is typed back. */
export function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

export function hashRecoveryCode(code: string): string {
  return sha256Hex(normaliseRecoveryCode(code));
}

export function looksLikeTotpCode(code: string): boolean {
  return /^\d{6}$/.test(code);
}
