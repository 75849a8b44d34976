// The VAT return of a period (decision 321): the nine boxes HMRC asks for (VAT Notice 700/12), from
// the same day rollups as the profit and loss, with what each rate and the margin scheme came to.
import * as z from 'zod/mini';
import { VAT_TREATMENTS } from '../../sales/vat';

export const VatReturnTreatmentSchema = z.object({
  treatment: z.enum(VAT_TREATMENTS),
  /** Sales less refunds, VAT included. */
  grossPence: z.number(),
  /** The VAT in them (the margin scheme's: due on its margins). */
  vatPence: z.number(),
});

/** One figure behind a box (decision 356): a day's rollup figure or an expense; a box's lines add up to it. */
export const VatReturnLineSchema = z.object({
  box: z.union([z.literal(1), z.literal(4), z.literal(6), z.literal(7)]),
  day: z.string(),
  source: z.string(),
  pence: z.number(),
});
export type VatReturnLine = z.infer<typeof VatReturnLineSchema>;

export const VatReturnSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Boxes 1 to 9, pence; boxes 6 to 9 are sent to HMRC in whole pounds (pence left off). */
  boxes: z.object({
    box1: z.number(),
    box2: z.number(),
    box3: z.number(),
    box4: z.number(),
    box5: z.number(),
    box6: z.number(),
    box7: z.number(),
    box8: z.number(),
    box9: z.number(),
  }),
  byTreatment: z.array(VatReturnTreatmentSchema),
  /** The lines behind boxes 1, 4, 6 and 7 (2, 8 and 9 are 0; 3 and 5 are worked from the others). */
  lines: z.array(VatReturnLineSchema),
});
export type VatReturn = z.infer<typeof VatReturnSchema>;
