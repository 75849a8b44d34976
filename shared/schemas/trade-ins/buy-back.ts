// The buy-back price list (by model, storage and grade) and the public instant quote (issue 30).
// Its own module: the public "Sell your device" page loads these schemas and no trade-in's.
import * as z from 'zod/mini';
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

export const QuoteSchema = z.object({
  quoteId: z.string(),
  model: z.string(),
  storage: z.string(),
  condition: z.enum(ONLINE_CONDITIONS),
  grade,
  pricePence: z.number(),
  createdAt: z.string(),
  validUntil: z.string(),
});
export type Quote = z.infer<typeof QuoteSchema>;
export const QuoteParamsSchema = z.object({ quoteId: z.string().check(z.regex(ULID, 'No quote has that reference')) });
