// IMEI checking: a message for each way a number fails, the parts of a valid one.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkImei, IMEI_MESSAGES, luhnCheckDigit } from '../../../shared/content/imei-check';
import { isValidImei } from '../../../shared/repairs/device-identifiers';

describe('checkImei', () => {
  it('splits a valid IMEI into TAC, serial and check digit, ignoring spaces and dashes', () => {
    expect(checkImei('49-015420 323751 8')).toEqual({ ok: true, imei: '490154203237518', tac: '49015420', serial: '323751', checkDigit: '8' });
  });

  it('has a message for empty, non-digits, wrong length and a wrong check digit', () => {
    expect(checkImei('  ')).toEqual({ ok: false, message: IMEI_MESSAGES.empty });
    expect(checkImei('4901542O3237518')).toEqual({ ok: false, message: IMEI_MESSAGES.notDigits });
    expect(checkImei('49015420323751')).toEqual({ ok: false, message: 'An IMEI has 15 digits; this has 14.' });
    expect(checkImei('490154203237519')).toEqual({ ok: false, message: 'The last digit should be 8, not 9: please check the number for a typing mistake.' });
  });

  it('agrees with the repairs area on which numbers are valid IMEIs', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{15}$/), (digits) => {
        expect(checkImei(digits).ok).toBe(isValidImei(digits));
      }),
    );
  });

  it('accepts exactly one check digit for any 14 digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{14}$/), (first14) => {
        const valid = [...'0123456789'].filter((d) => checkImei(first14 + d).ok);
        expect(valid).toEqual([String(luhnCheckDigit(first14))]);
      }),
    );
  });
});
