// A gift card's code (decision 300): 80 random bits in Crockford's base32, stored as 16 capitals,
// printed and read aloud in four groups of four ("7K3M-9QXA-…"), read back the way people type it:
// any case, with or without spaces or hyphens, I and L read as 1, O as 0 (as receipt codes are).
import { receiptCodeFromBytes, RECEIPT_CODE_BYTES } from '../sales/receipt-code';

export const GIFT_CARD_CODE_LENGTH = 16;
/** Random bytes a code is made from (the receipt code's 13: its first 16 characters carry 80 bits). */
export const GIFT_CARD_CODE_BYTES = RECEIPT_CODE_BYTES;

const CODE = new RegExp(`^[0-9A-HJKMNP-TV-Z]{${GIFT_CARD_CODE_LENGTH}}$`);

/** A new code from random bytes (at least GIFT_CARD_CODE_BYTES). */
export function giftCardCodeFromBytes(bytes: Uint8Array): string {
  return receiptCodeFromBytes(bytes).slice(0, GIFT_CARD_CODE_LENGTH);
}

/** What was typed, as a stored code, or null when it cannot be one. */
export function readGiftCardCode(typed: string): string | null {
  const code = typed
    .trim()
    .replace(/[\s-]+/g, '')
    .toUpperCase()
    .replace(/[IL]/g, '1')
    .replace(/O/g, '0');
  return CODE.test(code) ? code : null;
}

export const isGiftCardCode = (typed: string): boolean => readGiftCardCode(typed) !== null;

/** As printed and read aloud: four groups of four joined by hyphens. */
export function printedGiftCardCode(code: string): string {
  return code.replace(/.{4}(?=.)/g, '$&-');
}

/** On receipts, invoices and lists: only the last group, so the paper does not carry the card's value. */
export function maskedGiftCardCode(code: string): string {
  return `••••-${code.slice(-4)}`;
}
