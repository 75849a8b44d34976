// The buy-back price list (decision 311): staff edit it a row at a time or import it as CSV; the
// counter's offer and the public instant quote both read it.
import { ulid } from 'ulid';
import type { BuyBackModels, BuyBackPrice, BuyBackPriceList, Quote, QuoteRequest } from '../../shared/schemas/trade-ins/buy-back';
import { CONDITION_GRADES, QUOTE_VALID_DAYS, modelKey, priceKey, type Grade } from '../../shared/trade-ins/grading';
import {
  PriceListChangedError,
  deleteVersion,
  getBuyBackPointer,
  getBuyBackPrice,
  importBuyBackPrices,
  listBuyBackPrices,
  writeBuyBackPrice,
} from '../data/buy-back-prices';
import { getQuote, putQuote } from '../data/trade-ins';
import { BadRequestError, ConflictError, NotFoundError } from '../lib/http-errors';
import { logger } from '../lib/logger';
import { readBuyBackCsv } from './buy-back-csv';

const byModel = (a: BuyBackPrice, b: BuyBackPrice) =>
  a.model.localeCompare(b.model, 'en-GB') || storageGb(a.storage) - storageGb(b.storage) || a.grade.localeCompare(b.grade);
function storageGb(storage: string): number {
  const n = Number.parseInt(storage, 10);
  return storage.endsWith('TB') ? n * 1024 : n;
}

export async function getPriceList(): Promise<BuyBackPriceList> {
  const pointer = await getBuyBackPointer();
  if (!pointer) return { prices: [] };
  return { prices: (await listBuyBackPrices(pointer.version)).sort(byModel), ...(pointer.importedAt ? { importedAt: pointer.importedAt } : {}) };
}

function conflict(error: unknown): never {
  if (error instanceof PriceListChangedError) throw new ConflictError(error.message);
  throw error;
}

export async function importPriceList(csv: string, now: Date): Promise<{ rows: number }> {
  const parsed = readBuyBackCsv(csv);
  if (!parsed.ok) {
    const count = parsed.errors.length;
    throw new BadRequestError(`The price list was not imported: ${count} ${count === 1 ? 'line needs' : 'lines need'} fixing`, { errors: parsed.errors });
  }
  const previous = await getBuyBackPointer();
  await importBuyBackPrices(parsed.rows, previous, now.toISOString()).catch(conflict);
  // The new list is already in use; a failed clean-up leaves rows no reader looks at.
  if (previous) await deleteVersion(previous.version).catch((error) => logger.warn('Old buy-back list not deleted', { error: error as Error }));
  return { rows: parsed.rows.length };
}

/** Adds or changes one row of the list in use. */
export async function savePrice(row: BuyBackPrice): Promise<BuyBackPriceList> {
  await writeBuyBackPrice(await getBuyBackPointer(), row, row).catch(conflict);
  return getPriceList();
}

export async function deletePrice(key: { model: string; storage: string; grade: Grade }): Promise<BuyBackPriceList> {
  const pointer = await getBuyBackPointer();
  if (!pointer || !(await getBuyBackPrice(pointer.version, key.model, key.storage, key.grade))) throw new NotFoundError('That model, storage and grade is not on the price list.');
  await writeBuyBackPrice(pointer, key, null).catch(conflict);
  return getPriceList();
}

/** What the list pays now for a model, storage and grade; null when it has no such row. */
export async function listPrice(model: string, storage: string, grade: Grade): Promise<BuyBackPrice | null> {
  const pointer = await getBuyBackPointer();
  return pointer ? getBuyBackPrice(pointer.version, model, storage, grade) : null;
}

export function noPriceMessage(model: string, storage: string, grade: Grade): string {
  return `The shop does not buy ${model} ${storage} in grade ${grade}: it is not on the buy-back price list.`;
}

/** The models and storages the public page offers: the list's rows with a price above nothing. */
export async function quotableModels(): Promise<BuyBackModels> {
  const { prices } = await getPriceList();
  const models = new Map<string, { model: string; storages: string[] }>();
  for (const row of prices) {
    if (row.pricePence <= 0) continue;
    const entry = models.get(modelKey(row.model)) ?? { model: row.model, storages: [] };
    if (!entry.storages.includes(row.storage)) entry.storages.push(row.storage);
    models.set(modelKey(row.model), entry);
  }
  return { models: [...models.values()] };
}

export const NO_QUOTE_MESSAGE = 'The shop cannot quote for that device online: bring it in and we will look at it.';

/** An instant quote, valid 14 days, from the list's price for the grade the condition stands for. */
export async function giveQuote(input: QuoteRequest, now: Date): Promise<Quote> {
  const grade = CONDITION_GRADES[input.condition];
  const row = await listPrice(input.model, input.storage, grade);
  if (!row || row.pricePence <= 0) throw new BadRequestError(NO_QUOTE_MESSAGE);
  const validUntil = new Date(now.getTime() + QUOTE_VALID_DAYS * 86_400_000);
  const quote: Quote = {
    quoteId: ulid(now.getTime()),
    model: row.model,
    storage: row.storage,
    condition: input.condition,
    grade,
    pricePence: row.pricePence,
    createdAt: now.toISOString(),
    validUntil: validUntil.toISOString(),
  };
  await putQuote(quote);
  return quote;
}

export async function findQuote(quoteId: string): Promise<Quote> {
  const quote = await getQuote(quoteId);
  if (!quote) throw new NotFoundError('No quote has that reference.');
  return quote;
}

/** Whether a quote covers the device identified at the counter (same model and storage). */
export function quoteCovers(quote: Quote, model: string, storage: string): boolean {
  return priceKey(quote.model, quote.storage, quote.grade) === priceKey(model, storage, quote.grade);
}
