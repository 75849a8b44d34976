// Sterling notes and coins a drawer is counted in, largest first, in pence.

export const DENOMINATIONS = [5000, 2000, 1000, 500, 200, 100, 50, 20, 10, 5, 2, 1] as const;
export type Denomination = (typeof DENOMINATIONS)[number];

/** "£50", "20p": how a denomination is labelled on the count form and the Z report. */
export function denominationLabel(pence: number): string {
  return pence >= 100 ? `£${pence / 100}` : `${pence}p`;
}

/** The cash a count per denomination adds up to. Unknown denominations are refused, not ignored. */
export function countedPence(count: Readonly<Record<string, number>>): number {
  let total = 0;
  for (const [key, howMany] of Object.entries(count)) {
    const denomination = Number(key);
    if (!(DENOMINATIONS as readonly number[]).includes(denomination)) throw new RangeError(`Unknown denomination ${key}`);
    if (!Number.isInteger(howMany) || howMany < 0) throw new RangeError(`Count of ${denominationLabel(denomination)} must be a whole number`);
    total += denomination * howMany;
  }
  return total;
}
