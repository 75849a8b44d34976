// UK VAT on what the shop sells (decision 320). Till and shop prices include VAT (a consumer shop),
// so the VAT in an amount is its rate's share of the gross: 20/120 at the standard rate, 5/105 at the
// reduced rate, none when zero-rated, exempt or outside the scope. A second-hand margin scheme line
// (HMRC VAT Notice 718) shows no VAT; the VAT due on it is 1/6 of its positive margin over what the
// shop paid for the unit. Records from before treatments existed read as standard.
import { spread } from './spread';
import { VAT_TREATMENTS, type VatTreatment } from './vat-treatments';

export const VAT_RATE_PERCENT = 20;

export { VAT_TREATMENTS, type VatTreatment } from './vat-treatments';

export const VAT_TREATMENT_RATES: Record<VatTreatment, number> = { standard: 20, reduced: 5, zero: 0, exempt: 0, outside: 0, margin: 20 };

/** The words HMRC requires on an invoice line sold under the margin scheme (Notice 718, 5.3). */
export const MARGIN_SCHEME_WORDING = 'Second-hand goods - margin scheme';

/** The VAT included in a VAT-inclusive amount of pence at `ratePercent`, to the nearest penny. */
export function vatIncluded(grossPence: number, ratePercent = VAT_RATE_PERCENT): number {
  return Math.round((grossPence * ratePercent) / (100 + ratePercent));
}

/** One treatment's part of a document: its gross, the VAT in it (due on the margin for `margin`) and the rest. */
export interface VatRateTotal {
  treatment: VatTreatment;
  ratePercent: number;
  netPence: number;
  vatPence: number;
  grossPence: number;
}

export interface VatBreakdown {
  /** The standard rate when the document was issued (documents before decision 320 had no other). */
  ratePercent: number;
  /** grossPence less the VAT shown. */
  netPence: number;
  /** The VAT shown to the customer: every rate's but the margin scheme's. */
  vatPence: number;
  grossPence: number;
  /** Per treatment, in VAT_TREATMENTS order; absent on documents issued before decision 320 (all standard). */
  rates?: VatRateTotal[];
  /** The VAT due on margin scheme lines, never shown to the customer; absent when none. */
  marginVatPence?: number;
}

export function vatBreakdown(grossPence: number): VatBreakdown {
  const vatPence = vatIncluded(grossPence);
  return { ratePercent: VAT_RATE_PERCENT, netPence: grossPence - vatPence, vatPence, grossPence };
}

export interface VatLineInput {
  /** Absent: standard. */
  treatment?: VatTreatment;
  /** What the customer pays for the line, VAT included, after every discount. */
  grossPence: number;
  /** Margin scheme only: what the shop paid for the line's units (absent: nothing, so the whole price is margin). */
  marginCostPence?: number;
}

/**
 * The VAT of each line and of the document, per treatment. A rate's VAT is reckoned once on its
 * lines' total and shared over them, so a rate's lines add up to its total to the penny; a margin
 * line's VAT is 1/6 of its own margin (a loss on one unit never offsets another's margin).
 */
export function vatOfLines(lines: readonly VatLineInput[]): { lineVat: number[]; vat: VatBreakdown } {
  const lineVat = lines.map(() => 0);
  const rates: VatRateTotal[] = [];
  for (const treatment of VAT_TREATMENTS) {
    const at = lines.flatMap((l, i) => ((l.treatment ?? 'standard') === treatment ? [i] : []));
    if (!at.length) continue;
    const ratePercent = VAT_TREATMENT_RATES[treatment];
    const gross = at.map((i) => lines[i]!.grossPence);
    const grossPence = gross.reduce((a, b) => a + b, 0);
    const parts =
      treatment === 'margin' ? at.map((i, k) => Math.round(Math.max(0, gross[k]! - (lines[i]!.marginCostPence ?? 0)) / 6)) : spread(vatIncluded(grossPence, ratePercent), gross);
    at.forEach((i, k) => (lineVat[i] = parts[k]!));
    const vatPence = parts.reduce((a, b) => a + b, 0);
    rates.push({ treatment, ratePercent, netPence: grossPence - vatPence, vatPence, grossPence });
  }
  const margin = rates.find((r) => r.treatment === 'margin');
  const grossPence = rates.reduce((a, r) => a + r.grossPence, 0);
  const vatPence = rates.reduce((a, r) => a + r.vatPence, 0) - (margin?.vatPence ?? 0);
  return { lineVat, vat: { ratePercent: VAT_RATE_PERCENT, netPence: grossPence - vatPence, vatPence, grossPence, rates, ...(margin && { marginVatPence: margin.vatPence }) } };
}

/** A credit note's VAT: each refunded part of a line at the line's treatment, a margin line's cost for the units returned. */
export function vatOfRefund(lines: readonly { amountPence: number; quantity: number; vatTreatment?: VatTreatment; marginCostPence?: number }[]) {
  return vatOfLines(lines.map((l) => ({ treatment: l.vatTreatment, grossPence: l.amountPence, marginCostPence: l.marginCostPence === undefined ? undefined : l.marginCostPence * l.quantity })));
}
