// A till receipt's claim code (decision 248): 100 random bits in Crockford's base32, stored as 20
// capitals, printed in five groups of four and read back the way people type it: any case, with or
// without spaces or hyphens, I and L read as 1, O as 0. Receipts printed before it carry the older
// 22-character base64url code, which is still found exactly as printed.

/** Crockford's base32: digits and capitals without I, L, O and U. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const RECEIPT_CODE_LENGTH = 20;
/** Random bytes a code is made from: 13 bytes hold the 100 bits it uses. */
export const RECEIPT_CODE_BYTES = 13;

const CODE = new RegExp(`^[${ALPHABET}]{${RECEIPT_CODE_LENGTH}}$`);
/** The code on receipts printed before decision 248 (128 bits, base64url): case and symbols matter. */
const LEGACY_CODE = /^[A-Za-z0-9_-]{22}$/;

/** A new code from random bytes (at least RECEIPT_CODE_BYTES): 5 bits a character. */
export function receiptCodeFromBytes(bytes: Uint8Array): string {
  if (bytes.length < RECEIPT_CODE_BYTES) throw new RangeError(`A receipt code needs ${RECEIPT_CODE_BYTES} random bytes`);
  let code = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = ((buffer << 8) | byte) & 0xfff;
    bits += 8;
    while (bits >= 5 && code.length < RECEIPT_CODE_LENGTH) {
      bits -= 5;
      code += ALPHABET[(buffer >> bits) & 31];
    }
  }
  return code;
}

/** What was typed, as a new code: separators dropped, capitals, look-alikes read as Crockford does. */
function typedAsCode(typed: string): string | null {
  const code = typed
    .replace(/[\s-]+/g, '')
    .toUpperCase()
    .replace(/[IL]/g, '1')
    .replace(/O/g, '0');
  return CODE.test(code) ? code : null;
}

/**
 * The stored codes a typed or scanned code may be, best first: the old code exactly as typed (it may
 * also read as a new one: 20 characters and two hyphens), then the new code it reads as. Empty when
 * it is neither.
 */
export function receiptCodeCandidates(typed: string): string[] {
  const text = typed.trim();
  const candidates = LEGACY_CODE.test(text) ? [text] : [];
  const code = typedAsCode(text);
  if (code) candidates.push(code);
  return candidates;
}

export const isReceiptCode = (typed: string): boolean => receiptCodeCandidates(typed).length > 0;

/**
 * The one form of a typed code for links and look-ups: the new code in capitals, or the text as typed
 * when it may be an old code (the server tries both). Null when it is no receipt code.
 */
export function receiptCodeForLink(typed: string): string | null {
  const candidates = receiptCodeCandidates(typed);
  if (candidates.length === 0) return null;
  return candidates.length === 1 ? candidates[0]! : typed.trim();
}

/** As printed: a new code in groups of four ("7K3M 9QXA ..."); an old one unchanged. */
export function printedReceiptCode(code: string): string {
  return CODE.test(code) ? code.replace(/.{4}(?=.)/g, '$& ') : code;
}
