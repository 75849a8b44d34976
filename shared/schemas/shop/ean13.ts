// EAN-13 barcodes: twelve digits and a check digit (GS1's weights 1 and 3 from the left).

/** The check digit the first twelve digits of an EAN-13 call for. */
export function ean13CheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new RangeError('An EAN-13 check digit needs exactly 12 digits');
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

export function isValidEan13(code: string): boolean {
  return /^\d{13}$/.test(code) && ean13CheckDigit(code.slice(0, 12)) === Number(code[12]);
}

/** A full EAN-13 from its first twelve digits. */
export function ean13(first12: string): string {
  return `${first12}${ean13CheckDigit(first12)}`;
}
