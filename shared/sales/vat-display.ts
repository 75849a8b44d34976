// How documents show VAT (decision 320): the treatments' names for the admin forms, and the VAT lines
// under a receipt's or invoice's total, one per rate, the margin scheme's never with a VAT figure.
import { MARGIN_SCHEME_WORDING, VAT_TREATMENTS, type VatBreakdown, type VatTreatment } from './vat';
import { formatPence } from '../money';

export { VAT_TREATMENTS, type VatTreatment };

export const VAT_TREATMENT_LABELS: Record<VatTreatment, string> = {
  standard: 'Standard rate (20%)',
  reduced: 'Reduced rate (5%)',
  zero: 'Zero-rated (0%)',
  exempt: 'Exempt',
  outside: 'Outside the scope of VAT',
  margin: 'Second-hand margin scheme',
};

/** A line's VAT treatment, absent on records before decision 320: standard. */
export const treatmentOf = (line: { vatTreatment?: VatTreatment }): VatTreatment => line.vatTreatment ?? 'standard';

export interface VatSummaryRow {
  label: string;
  /** The VAT shown; null for a part that carries none (zero-rated, exempt, outside the scope, margin scheme). */
  vatPence: number | null;
}

/** The VAT rows of a document: each rate with its VAT, the rest named with what they came to. */
export function vatSummary(vat: VatBreakdown): VatSummaryRow[] {
  if (!vat.rates) return [{ label: `VAT at ${vat.ratePercent}%`, vatPence: vat.vatPence }];
  return vat.rates.map((rate) => {
    const of = formatPence(rate.grossPence);
    switch (rate.treatment) {
      case 'standard':
      case 'reduced':
        return { label: `VAT at ${rate.ratePercent}% on ${of}`, vatPence: rate.vatPence };
      case 'zero':
        return { label: `Zero-rated: ${of}`, vatPence: 0 };
      case 'exempt':
        return { label: `Exempt from VAT: ${of}`, vatPence: null };
      case 'outside':
        return { label: `Outside the scope of VAT: ${of}`, vatPence: null };
      case 'margin':
        return { label: `${MARGIN_SCHEME_WORDING}: ${of}`, vatPence: null };
    }
  });
}

const LINE_NOTES: Record<VatTreatment, string> = { standard: 'VAT 20%', reduced: 'VAT 5%', zero: 'Zero-rated', exempt: 'Exempt from VAT', outside: 'Outside the scope of VAT', margin: MARGIN_SCHEME_WORDING };

/** What a line of a document says of its VAT: nothing for a standard line (the usual case), else its rate or the margin scheme's words. */
export function lineVatNote(line: { vatTreatment?: VatTreatment }): string | null {
  const treatment = treatmentOf(line);
  return treatment === 'standard' ? null : LINE_NOTES[treatment];
}

/** A document's VAT as a customer may see it: the margin scheme's VAT due is the shop's business, not theirs (Notice 718). */
export function customerVat(vat: VatBreakdown): VatBreakdown {
  const { marginVatPence: _hidden, rates, ...shown } = vat;
  return rates ? { ...shown, rates: rates.map((r) => (r.treatment === 'margin' ? { ...r, netPence: r.grossPence, vatPence: 0 } : r)) } : shown;
}
