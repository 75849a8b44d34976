// Short references people read out over the phone: a prefix and 6 characters of Crockford base 32
// (no I, L, O or U). 30 random bits; a clash is caught by the write's attribute_not_exists condition.
import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const LENGTH = 6;

export function newReference(prefix: 'BK' | 'MI'): string {
  const bytes = randomBytes(LENGTH);
  let code = '';
  for (const byte of bytes) code += ALPHABET[byte & 31];
  return `${prefix}-${code}`;
}
