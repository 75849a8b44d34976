// UK VAT at the standard rate. Till and shop prices include VAT (a consumer shop), so the VAT in a
// total is its rate's share of the gross: 20/120 of it, rounded to the penny.

export const VAT_RATE_PERCENT = 20;

/** The VAT included in a VAT-inclusive amount of pence. */
export function vatIncluded(grossPence: number): number {
  return Math.round((grossPence * VAT_RATE_PERCENT) / (100 + VAT_RATE_PERCENT));
}

export interface VatBreakdown {
  ratePercent: number;
  netPence: number;
  vatPence: number;
  grossPence: number;
}

export function vatBreakdown(grossPence: number): VatBreakdown {
  const vatPence = vatIncluded(grossPence);
  return { ratePercent: VAT_RATE_PERCENT, netPence: grossPence - vatPence, vatPence, grossPence };
}
