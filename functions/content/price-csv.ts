// The price list as CSV, the way shops move price lists between systems: one row per service and
// model, prices in pounds, grades as "Name=price; Name=price". Export writes what import reads.
// Import checks every row first and answers every bad one with its line number. The last column is a
// row's VAT treatment (empty: the service's); a file without it (exported before decision 358) still imports.
import { DEVICE_TYPES } from '../../shared/schemas/repairs/device';
import { PriceInputSchema, type PriceInput, type PriceRow } from '../../shared/schemas/content/services';
import { CsvSyntaxError, parseCsv, toCsv } from './csv';

export const PRICE_CSV_COLUMNS = ['service', 'make', 'model', 'device_type', 'price_type', 'price', 'grades', 'duration', 'retired', 'vat_treatment'] as const;
/** The columns of a file exported before rows carried their VAT treatment. */
const COLUMNS_WITHOUT_VAT = PRICE_CSV_COLUMNS.length - 1;

export interface CsvRowError {
  line: number;
  message: string;
}

export type PriceCsvParse = { ok: true; rows: PriceInput[] } | { ok: false; errors: CsvRowError[] };

function pence(text: string): number | string {
  const value = text.trim().replace(/^£/, '');
  if (/^-/.test(value)) return 'cannot be negative';
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return `"${text}" is not an amount in pounds (for example 89.99)`;
  const [pounds, decimals = ''] = value.split('.');
  return Number(pounds) * 100 + Number(decimals.padEnd(2, '0'));
}

function poundsText(pence: number): string {
  return (pence / 100).toFixed(2);
}

function parseRow(fields: string[], serviceIds: ReadonlySet<string>, columns: number): { row?: PriceInput; problems: string[] } {
  const value = (column: (typeof PRICE_CSV_COLUMNS)[number]) => (fields[PRICE_CSV_COLUMNS.indexOf(column)] ?? '').trim();
  const problems: string[] = [];
  if (fields.length !== columns) problems.push(`expected ${columns} columns, found ${fields.length}`);
  const serviceId = value('service');
  if (serviceId && !serviceIds.has(serviceId)) problems.push(`unknown service "${serviceId}"`);
  const deviceType = value('device_type').toLowerCase();
  if (!(DEVICE_TYPES as readonly string[]).includes(deviceType)) problems.push(`device_type must be ${DEVICE_TYPES.join(', ')}`);
  let pricePence: number | undefined;
  if (value('price')) {
    const parsed = pence(value('price'));
    if (typeof parsed === 'string') problems.push(`price ${parsed}`);
    else pricePence = parsed;
  }
  const grades: { name: string; pricePence: number }[] = [];
  for (const part of value('grades').split(';').map((p) => p.trim()).filter(Boolean)) {
    const [name, price] = part.split('=').map((p) => p.trim());
    const parsed = name && price ? pence(price) : 'must be written Name=price';
    if (typeof parsed === 'string') problems.push(`grade "${part}" ${parsed}`);
    else grades.push({ name: name!, pricePence: parsed });
  }
  const retired = value('retired').toLowerCase();
  if (!['', 'yes', 'no'].includes(retired)) problems.push('retired must be yes, no or empty');
  if (problems.length) return { problems };
  const checked = PriceInputSchema.safeParse({
    serviceId,
    make: value('make'),
    model: value('model'),
    deviceType,
    kind: value('price_type').toLowerCase(),
    ...(pricePence !== undefined ? { pricePence } : {}),
    ...(grades.length ? { grades } : {}),
    ...(value('duration') ? { duration: value('duration') } : {}),
    retired: retired === 'yes',
    ...(value('vat_treatment') ? { vatTreatment: value('vat_treatment').toLowerCase() } : {}),
  });
  if (!checked.success) return { problems: checked.error.issues.map((issue) => issue.message) };
  return { row: checked.data, problems: [] };
}

export function parsePriceCsv(text: string, serviceIds: ReadonlySet<string>): PriceCsvParse {
  let records;
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError) return { ok: false, errors: [{ line: error.line, message: error.message }] };
    throw error;
  }
  const [header, ...body] = records;
  const expected = PRICE_CSV_COLUMNS.join(',');
  const found = header?.fields.map((f) => f.trim().toLowerCase()).join(',');
  if (!header || (found !== expected && found !== PRICE_CSV_COLUMNS.slice(0, COLUMNS_WITHOUT_VAT).join(','))) {
    return { ok: false, errors: [{ line: header?.line ?? 1, message: `Line ${header?.line ?? 1}: the first line must be the header ${expected}` }] };
  }
  if (!body.length) return { ok: false, errors: [{ line: 2, message: 'Line 2: the file has no price rows' }] };
  const errors: CsvRowError[] = [];
  const rows: PriceInput[] = [];
  const seen = new Map<string, number>();
  for (const record of body) {
    const { row, problems } = parseRow(record.fields, serviceIds, header.fields.length);
    if (row) {
      const key = [row.serviceId, row.make.toLowerCase(), row.model.toLowerCase()].join('|');
      const first = seen.get(key);
      if (first !== undefined) problems.push(`repeats the row on line ${first}`);
      else seen.set(key, record.line);
    }
    if (problems.length) errors.push({ line: record.line, message: `Line ${record.line}: ${problems.join('; ')}` });
    else rows.push(row!);
  }
  return errors.length ? { ok: false, errors } : { ok: true, rows };
}

export function priceListToCsv(rows: readonly PriceRow[]): string {
  return toCsv([
    [...PRICE_CSV_COLUMNS],
    ...rows.map((row) => [
      row.serviceId,
      row.make,
      row.model,
      row.deviceType,
      row.kind,
      row.pricePence === undefined ? '' : poundsText(row.pricePence),
      row.grades.map((g) => `${g.name}=${poundsText(g.pricePence)}`).join('; '),
      row.duration ?? '',
      row.retired ? 'yes' : 'no',
      row.vatTreatment ?? '',
    ]),
  ]);
}
