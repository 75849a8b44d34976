// CSV import and export of the price list. An import writes nothing unless every row is good: all rows
// are checked first and every bad one is reported with its line number (400).
import type { PriceRow } from '../../shared/schemas/content/services';
import { londonDay } from '../../shared/dates';
import { listPriceRows, listServiceRecords, priceRowFrom, putPriceRows } from '../data/services';
import { BadRequestError } from '../lib/http-errors';
import { parsePriceCsv, priceListToCsv } from './price-csv';

export const MAX_IMPORT_ROWS = 5000;

export async function importPriceCsv(csv: string, now: Date): Promise<{ created: number; updated: number }> {
  const [services, existing] = await Promise.all([listServiceRecords(), listPriceRows()]);
  const parsed = parsePriceCsv(csv, new Set(services.map((s) => s.id)));
  if (!parsed.ok) {
    const count = parsed.errors.length;
    throw new BadRequestError(`Nothing was imported: ${count} ${count === 1 ? 'row has a problem' : 'rows have problems'}. Fix ${count === 1 ? 'it' : 'them'} and import the file again.`, {
      errors: Object.fromEntries(parsed.errors.map((e) => [`line ${e.line}`, [e.message]])),
    });
  }
  if (parsed.rows.length > MAX_IMPORT_ROWS) throw new BadRequestError(`Nothing was imported: a file can hold at most ${MAX_IMPORT_ROWS} rows`);
  const known = new Set(existing.map((r) => r.id));
  const rows: PriceRow[] = parsed.rows.map((input) => priceRowFrom(input, now));
  await putPriceRows(rows);
  const updated = rows.filter((r) => known.has(r.id)).length;
  return { created: rows.length - updated, updated };
}

export async function exportPriceCsv(now: Date): Promise<{ filename: string; csv: string }> {
  return { filename: `price-list-${londonDay(now)}.csv`, csv: priceListToCsv(await listPriceRows()) };
}
