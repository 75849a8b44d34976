// IMEI check digit (Luhn) and serial-number normalising for devices without an IMEI.

/** Digits only, or the value unchanged when it has other characters (then it is not an IMEI). */
export function normaliseImei(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** 15 digits whose last is the Luhn check digit of the first 14. */
export function isValidImei(value: string): boolean {
  const digits = normaliseImei(value);
  if (!/^\d{15}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    let d = Number(digits[14 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Serials compare without spaces or dashes, upper-case. */
export function normaliseSerial(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

export const SERIAL_PATTERN = /^[A-Z0-9]{4,30}$/;
