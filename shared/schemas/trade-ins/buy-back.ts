// The buy-back price list (by model, storage and grade) and the public instant quote (issue 30).
// Its own module: the public "Sell your device" page loads these schemas and no trade-in's.
import * as z from 'zod/mini';
import { ContactSchema } from '../../bookings/booking-fields';
import { GRADES, ONLINE_CONDITIONS, STORAGE_PATTERN, normaliseStorage } from '../../trade-ins/grading';

const ULID = /^[0-9A-HJKMNP-TV-Z]{26}$/;
export const MAX_BUY_BACK_PENCE = 200_000;
export const MAX_BUY_BACK_ROWS = 2000;

const model = z.string('Model is required').check(z.trim(), z.minLength(1, 'Model is required'), z.maxLength(60, 'Model must be at most 60 characters'));
const storage = z.string('Storage is required').check(z.overwrite(normaliseStorage), z.regex(STORAGE_PATTERN, 'Storage must be like 128GB or 1TB'));
const grade = z.enum(GRADES, 'Grade must be A, B or C');

export const BuyBackPriceSchema = z.object({
  model,
  storage,
  grade,
  pricePence: z.number('Price must be a number of pence').check(
    z.int('Price must be a whole number of pence'),
    z.minimum(0, 'Price cannot be negative'),
    z.maximum(MAX_BUY_BACK_PENCE, 'Price must be at most £2,000.00'),
  ),
});
export type BuyBackPrice = z.infer<typeof BuyBackPriceSchema>;

export const BuyBackPriceListSchema = z.object({ prices: z.array(BuyBackPriceSchema), importedAt: z.optional(z.string()) });
export type BuyBackPriceList = z.infer<typeof BuyBackPriceListSchema>;

export const ImportBuyBackRequestSchema = z.object({ csv: z.string('The CSV file is required').check(z.minLength(1, 'The CSV file is empty'), z.maxLength(500_000, 'The CSV file must be at most 500 kB')) });
export const BuyBackRowErrorSchema = z.object({ line: z.number(), message: z.string() });
export const ImportBuyBackResultSchema = z.object({ rows: z.number() });

export const DeleteBuyBackPriceQuerySchema = z.object({ model, storage, grade });

/** What the public page offers to choose from: each model's storages. */
export const BuyBackModelsSchema = z.object({ models: z.array(z.object({ model: z.string(), storages: z.array(z.string()) })) });
export type BuyBackModels = z.infer<typeof BuyBackModelsSchema>;

export const QuoteRequestSchema = z.object({ model, storage, condition: z.enum(ONLINE_CONDITIONS, 'Choose the condition') });
export type QuoteRequest = z.infer<typeof QuoteRequestSchema>;

/** The drop-off booked on a quote (decision 350): the day the visitor brings the device in, and who they are (staff only). */
export const DropOffSchema = z.object({
  day: z.string(),
  bookedAt: z.string(),
  contact: z.optional(z.object({ name: z.string(), phone: z.string(), email: z.string() })),
});
export type DropOff = z.infer<typeof DropOffSchema>;

export const QuoteSchema = z.object({
  quoteId: z.string(),
  model: z.string(),
  storage: z.string(),
  condition: z.enum(ONLINE_CONDITIONS),
  grade,
  pricePence: z.number(),
  createdAt: z.string(),
  validUntil: z.string(),
  dropOff: z.optional(DropOffSchema),
  /** The counter's trade-in that re-graded it: the drop-off list leaves it out from then on. */
  tradeInId: z.optional(z.string()),
});
export type Quote = z.infer<typeof QuoteSchema>;
export const QuoteParamsSchema = z.object({ quoteId: z.string().check(z.regex(ULID, 'No quote has that reference')) });

export const DropOffRequestSchema = z.object({
  day: z.string('Choose a day').check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a day')),
  contact: ContactSchema,
});
export type DropOffRequest = z.infer<typeof DropOffRequestSchema>;

/** The counter's list: drop-offs booked from a day on, soonest first. */
export const DropOffListQuerySchema = z.object({ from: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'from must be a date written YYYY-MM-DD'))) });
export const DropOffListSchema = z.object({ dropOffs: z.array(QuoteSchema) });
