// The VAT treatments a product, service or price row can have (decision 320), and their schema: a
// module of its own so the public pages' schemas (a service's treatment) carry only these names, not
// the VAT computation.
import * as z from 'zod/mini';

export const VAT_TREATMENTS = ['standard', 'reduced', 'zero', 'exempt', 'outside', 'margin'] as const;
export type VatTreatment = (typeof VAT_TREATMENTS)[number];

/** What a till's custom line may be (decision 357): not the margin scheme, which needs a unit's purchase price. */
export const CUSTOM_LINE_VAT_TREATMENTS = ['standard', 'reduced', 'zero', 'exempt', 'outside'] as const;

export type CustomLineVatTreatment = (typeof CUSTOM_LINE_VAT_TREATMENTS)[number];

export const VatTreatmentSchema = z.enum(VAT_TREATMENTS, 'VAT treatment must be standard, reduced, zero, exempt, outside or margin');
