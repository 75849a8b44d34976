// Checks an IMEI typed by a visitor and says exactly what is wrong with it; splits a valid one into
// its TAC (make and model), serial and Luhn check digit. Pure, shared by the page and the server.

export type ImeiCheck =
  | { ok: true; imei: string; tac: string; serial: string; checkDigit: string }
  | { ok: false; message: string };

export const IMEI_MESSAGES = {
  empty: 'Enter the 15-digit IMEI (dial *#06# to see it).',
  notDigits: 'An IMEI has digits only: remove any letters or symbols.',
  length: (count: number) => `An IMEI has 15 digits; this has ${count}.`,
  checkDigit: (expected: number, got: string) =>
    `The last digit should be ${expected}, not ${got}: please check the number for a typing mistake.`,
} as const;

/** The Luhn check digit of the first 14 digits. */
export function luhnCheckDigit(first14: string): number {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    let d = Number(first14[13 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

export function checkImei(input: string): ImeiCheck {
  const imei = input.replace(/[\s-]/g, '');
  if (imei === '') return { ok: false, message: IMEI_MESSAGES.empty };
  if (!/^\d+$/.test(imei)) return { ok: false, message: IMEI_MESSAGES.notDigits };
  if (imei.length !== 15) return { ok: false, message: IMEI_MESSAGES.length(imei.length) };
  const expected = luhnCheckDigit(imei.slice(0, 14));
  const got = imei[14]!;
  if (Number(got) !== expected) return { ok: false, message: IMEI_MESSAGES.checkDigit(expected, got) };
  return { ok: true, imei, tac: imei.slice(0, 8), serial: imei.slice(8, 14), checkDigit: got };
}
