// A receipt's claim code (decision 248): made from 100 random bits, printed in groups of four and read
// back however it is typed; the old base64url codes are read exactly as printed.
import { describe, expect, it } from 'vitest';
import { isReceiptCode, printedReceiptCode, receiptCodeCandidates, receiptCodeForLink, receiptCodeFromBytes } from '../../../shared/sales/receipt-code';
import { ClaimReceiptRequestSchema } from '../../../shared/schemas/loyalty/claims';
import { ReceiptCodeParamsSchema } from '../../../shared/schemas/sales/public-receipt';
import { receiptCodeFrom } from '../../../frontend/src/features/loyalty-claim/receipt-code';
import * as z from 'zod/mini';

const OLD_CODE = 'aB3_-xYz09QwErTyUiOpAs';

describe('making a receipt code', () => {
  it('spells 100 bits in Crockford base32, 5 bits a character, most significant first', () => {
    expect(receiptCodeFromBytes(new Uint8Array(13))).toBe('0'.repeat(20));
    expect(receiptCodeFromBytes(new Uint8Array(13).fill(0xff))).toBe('Z'.repeat(20));
    // The values 1 to 16, then 1 to 4, five bits each.
    const bytes = Uint8Array.from([0x08, 0x86, 0x42, 0x98, 0xe8, 0x4a, 0x96, 0xc6, 0xb9, 0xf0, 0x08, 0x86, 0x40]);
    expect(receiptCodeFromBytes(bytes)).toBe('123456789ABCDEFG1234');
  });

  it('refuses fewer random bytes than the code needs', () => {
    expect(() => receiptCodeFromBytes(new Uint8Array(12))).toThrow(RangeError);
  });
});

describe('reading a typed code', () => {
  const code = '7K3M9QXA0B1CDEFGHJKM';

  it('prints a new code in five groups of four and an old one as it was', () => {
    expect(printedReceiptCode(code)).toBe('7K3M 9QXA 0B1C DEFG HJKM');
    expect(printedReceiptCode(OLD_CODE)).toBe(OLD_CODE);
  });

  it('reads a new code in lower case, with spaces or hyphens, and look-alike letters as digits', () => {
    for (const typed of ['7k3m 9qxa 0b1c defg hjkm', ' 7K3M-9QXA-0B1C-DEFG-HJKM ', '7k3m9qxaob1cdefghjkm', '7K3M 9QXA OBIC DEFG HJKM', '7K3M 9QXA 0BLC DEFG HJKM']) {
      expect(receiptCodeCandidates(typed), typed).toEqual([code]);
      expect(receiptCodeForLink(typed), typed).toBe(code);
    }
  });

  it('reads an old code only exactly as printed, and tries both when it could be either', () => {
    expect(receiptCodeCandidates(OLD_CODE)).toEqual([OLD_CODE]);
    expect(receiptCodeCandidates(OLD_CODE.toLowerCase())).toEqual([OLD_CODE.toLowerCase()]);
    const both = '7k3m9qxa-0b1cdefg-hjkm';
    expect(receiptCodeCandidates(both)).toEqual([both, code]);
    expect(receiptCodeForLink(both)).toBe(both);
  });

  it('is no code when too short, too long, or with a letter Crockford leaves out', () => {
    for (const typed of ['', '7K3M 9QXA 0B1C DEFG HJK', '7K3M 9QXA 0B1C DEFG HJKMN', '7K3M 9QXA 0B1C DEFG HJKU', 'https://example.com/x']) {
      expect(isReceiptCode(typed), typed).toBe(false);
      expect(receiptCodeForLink(typed), typed).toBeNull();
    }
  });

  it('takes the code from the receipt QR link, or typed, on the claim page', () => {
    expect(receiptCodeFrom(`https://devicedrs.co.uk/loyalty/claim?code=${code}`)).toBe(code);
    expect(receiptCodeFrom(`https://devicedrs.co.uk/loyalty/claim?code=${OLD_CODE}`)).toBe(OLD_CODE);
    expect(receiptCodeFrom('7k3m 9qxa 0b1c defg hjkm')).toBe(code);
    expect(receiptCodeFrom(`https://devicedrs.co.uk/track?code=${code}`)).toBeNull();
  });

  it('lets the API take a typed code and refuse anything else with the same message', () => {
    expect(z.safeParse(ClaimReceiptRequestSchema, { code: '7k3m 9qxa 0b1c defg hjkm' }).success).toBe(true);
    expect(z.safeParse(ReceiptCodeParamsSchema, { code: OLD_CODE }).success).toBe(true);
    const refused = z.safeParse(ClaimReceiptRequestSchema, { code: 'not a code' });
    expect(refused.error?.issues.map((i) => i.message)).toEqual(['That is not a receipt code']);
    expect(z.safeParse(ReceiptCodeParamsSchema, { code: 'x'.repeat(65) }).success).toBe(false);
  });
});
