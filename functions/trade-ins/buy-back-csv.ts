// Reads a buy-back price list CSV into rows, or every bad row by its line number (as the suppliers'
// lists, decision 181). Columns: model, storage (128GB, 1TB), grade (A, B or C), price in pounds.
import { MAX_BUY_BACK_PENCE, MAX_BUY_BACK_ROWS, type BuyBackPrice } from '../../shared/schemas/trade-ins/buy-back';
import { GRADES, STORAGE_PATTERN, normaliseStorage, priceKey, type Grade } from '../../shared/trade-ins/grading';
import { nonBlankRecords } from '../suppliers/csv';

export const BUY_BACK_HEADER = ['model', 'storage', 'grade', 'price'] as const;
const POUNDS = /^£?\s*(\d{1,5})(?:\.(\d{1,2}))?$/;

export type BuyBackParse = { ok: true; rows: BuyBackPrice[] } | { ok: false; errors: { line: number; message: string }[] };

export function readBuyBackCsv(csv: string): BuyBackParse {
  const read = nonBlankRecords(csv);
  if (!read.ok) return read;
  const [header, ...lines] = read.records;
  const names = header?.fields.map((f) => f.trim().toLowerCase()) ?? [];
  if (!header || names.length !== BUY_BACK_HEADER.length || BUY_BACK_HEADER.some((name, i) => names[i] !== name)) {
    return { ok: false, errors: [{ line: header?.line ?? 1, message: `The first line must be the header: ${BUY_BACK_HEADER.join(', ')}` }] };
  }
  if (lines.length === 0) return { ok: false, errors: [{ line: header.line, message: 'The price list has no rows' }] };
  if (lines.length > MAX_BUY_BACK_ROWS) return { ok: false, errors: [{ line: lines[MAX_BUY_BACK_ROWS]!.line, message: `A buy-back price list has at most ${MAX_BUY_BACK_ROWS} rows` }] };
  const errors: { line: number; message: string }[] = [];
  const rows: BuyBackPrice[] = [];
  const seen = new Map<string, number>();
  for (const { line, fields } of lines) {
    const problems: string[] = [];
    if (fields.length !== BUY_BACK_HEADER.length) problems.push(`expected ${BUY_BACK_HEADER.length} columns, found ${fields.length}`);
    const [model = '', rawStorage = '', rawGrade = '', rawPrice = ''] = fields.map((f) => f.trim());
    const storage = normaliseStorage(rawStorage);
    const grade = rawGrade.toUpperCase() as Grade;
    if (!model) problems.push('model is missing');
    else if (model.length > 60) problems.push('model must be at most 60 characters');
    if (!STORAGE_PATTERN.test(storage)) problems.push(`storage "${rawStorage}" must be like 128GB or 1TB`);
    if (!GRADES.includes(grade)) problems.push(`grade "${rawGrade}" must be A, B or C`);
    const price = POUNDS.exec(rawPrice);
    const pricePence = price ? Number(price[1]) * 100 + Number((price[2] ?? '').padEnd(2, '0')) : NaN;
    if (!rawPrice) problems.push('price is missing');
    else if (!price) problems.push(`price "${rawPrice}" must be pounds and pence, like 120.00`);
    else if (pricePence > MAX_BUY_BACK_PENCE) problems.push('price must be at most £2,000.00');
    if (problems.length === 0) {
      const key = priceKey(model, storage, grade);
      if (seen.has(key)) problems.push(`${model} ${storage} grade ${grade} is already on line ${seen.get(key)}`);
      else seen.set(key, line);
    }
    if (problems.length) errors.push({ line, message: `Line ${line}: ${problems.join('; ')}` });
    else rows.push({ model, storage, grade, pricePence });
  }
  return errors.length ? { ok: false, errors } : { ok: true, rows };
}

