// IMEI lookup: the number checked and split, the make and model when its TAC is known, and the
// warranty of a repair done here. Nothing personal. Also the staff-extendable TAC table.
import * as z from 'zod/mini';
import { textSchema } from '../repairs/fields';

export const ImeiParamsSchema = z.object({ imei: z.string('IMEI is required').check(z.maxLength(40, 'An IMEI has 15 digits.')) });

export const ImeiLookupSchema = z.object({
  imei: z.string(),
  /** Type Allocation Code: the first 8 digits, naming the make and model. */
  tac: z.string(),
  /** The 6 digits the maker gives each unit. */
  serial: z.string(),
  checkDigit: z.string(),
  device: z.nullable(z.object({ make: z.string(), model: z.string() })),
  /** Set when the shop has repaired a device with this IMEI. */
  warranty: z.nullable(z.object({ state: z.enum(['none', 'active', 'expired']), endsAt: z.nullable(z.string()) })),
});
export type ImeiLookup = z.infer<typeof ImeiLookupSchema>;

export const TAC_PATTERN = /^\d{8}$/;
export const TacParamsSchema = z.object({ tac: z.string('TAC is required').check(z.regex(TAC_PATTERN, 'A TAC is the first 8 digits of an IMEI')) });

export const TacInputSchema = z.object({ make: textSchema('Make', 40), model: textSchema('Model', 60) });
export type TacInput = z.infer<typeof TacInputSchema>;

export const TacSchema = z.object({ tac: z.string(), make: z.string(), model: z.string(), updatedAt: z.string() });
export type Tac = z.infer<typeof TacSchema>;
export const TacListSchema = z.object({ tacs: z.array(TacSchema) });
