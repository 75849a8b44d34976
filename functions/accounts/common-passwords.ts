// Refuses passwords from the shipped list of common and breached passwords (issue 12, ASVS 2.1.7).
// The list is read and unpacked once per Lambda instance, on the first check, so only the handlers
// that set a password pay for it. It is a file beside this module, and beside the bundle in Lambda
// (infra/lambda/bundle-files.ts copies it there), not a string in the code: decision 025. A password is
// refused when it, or its word without the digits and symbols people add to meet the policy
// ('Password1!' -> 'password1', 'password'), is on the list.
import { readFileSync } from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';

/** The list: Brotli-packed, newline-separated, written by scripts/generate-common-passwords.ts (decision 043). */
export const COMMON_PASSWORDS_FILE = new URL('./common-passwords.br', import.meta.url);

/** A bare word shorter than this is too short to judge: only whole passwords are looked up. */
const MIN_BASE_LENGTH = 4;

let list: ReadonlySet<string> | null = null;

function commonPasswords(): ReadonlySet<string> {
  list ??= new Set(brotliDecompressSync(readFileSync(COMMON_PASSWORDS_FILE)).toString('utf8').split('\n'));
  return list;
}

/** The forms of a password looked up: whole, without trailing symbols, without trailing digits and symbols. */
export function passwordVariants(password: string): string[] {
  const lower = password.toLowerCase();
  const withoutSymbols = lower.replace(/[^\p{L}\p{N}]+$/u, '');
  const bare = lower.replace(/[^\p{L}]+$/u, '');
  const variants = new Set([lower, withoutSymbols]);
  if (bare.length >= MIN_BASE_LENGTH) variants.add(bare);
  return [...variants];
}

export function isCommonPassword(password: string): boolean {
  const known = commonPasswords();
  return passwordVariants(password).some((variant) => known.has(variant));
}
