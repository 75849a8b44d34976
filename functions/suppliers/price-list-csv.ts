// Reads a supplier's price list CSV into rows, or every bad row by its line number (decision 181).
// Columns: supplier SKU, description, compatible models (separated by ; or |), cost price in pounds
// without VAT, and an optional part type (else read from the description).
import { MAX_MODELS_PER_ROW, MAX_PRICE_LIST_ROWS, type PriceListItem, type PriceListRowError } from '../../shared/schemas/suppliers/supplier';
import { PART_TYPES, partTypeOf, type PartType } from '../../shared/suppliers/parts';
import { nonBlankRecords } from './csv';

export const PRICE_LIST_HEADER = ['supplier sku', 'description', 'compatible models', 'cost price'] as const;

const SKU = /^[A-Za-z0-9][A-Za-z0-9._\/-]{0,39}$/;
const POUNDS = /^£?\s*(\d{1,5})(?:\.(\d{1,2}))?$/;

export type PriceListParse = { ok: true; items: PriceListItem[] } | { ok: false; errors: PriceListRowError[] };

function headerMatches(fields: string[]): boolean {
  const names = fields.map((f) => f.trim().toLowerCase());
  return PRICE_LIST_HEADER.every((name, i) => names[i] === name) && (names.length === 4 || (names.length === 5 && names[4] === 'part type'));
}

export function readPriceList(supplierId: string, csv: string): PriceListParse {
  const read = nonBlankRecords(csv);
  if (!read.ok) return read;
  const [header, ...rows] = read.records;
  if (!header || !headerMatches(header.fields)) {
    return { ok: false, errors: [{ line: header?.line ?? 1, message: `The first line must be the header: ${PRICE_LIST_HEADER.join(', ')} (and optionally part type)` }] };
  }
  if (rows.length === 0) return { ok: false, errors: [{ line: header.line, message: 'The price list has no rows' }] };
  if (rows.length > MAX_PRICE_LIST_ROWS) return { ok: false, errors: [{ line: rows[MAX_PRICE_LIST_ROWS]!.line, message: `A price list has at most ${MAX_PRICE_LIST_ROWS} rows` }] };
  const errors: PriceListRowError[] = [];
  const items: PriceListItem[] = [];
  const seen = new Map<string, number>();
  for (const { line, fields } of rows) {
    const problems: string[] = [];
    if (fields.length !== header.fields.length) problems.push(`expected ${header.fields.length} columns, found ${fields.length}`);
    const [rawSku = '', rawDescription = '', rawModels = '', rawCost = '', rawType = ''] = fields.map((f) => f.trim());
    const sku = rawSku.toUpperCase();
    if (!sku) problems.push('supplier SKU is missing');
    else if (!SKU.test(sku)) problems.push('supplier SKU must be up to 40 letters, digits, dots, dashes or slashes');
    else if (seen.has(sku)) problems.push(`supplier SKU ${sku} is already on line ${seen.get(sku)}`);
    if (!rawDescription) problems.push('description is missing');
    else if (rawDescription.length > 120) problems.push('description must be at most 120 characters');
    const models = rawModels.split(/[;|]/).map((m) => m.trim()).filter(Boolean);
    if (models.length === 0) problems.push('compatible models are missing');
    else if (models.length > MAX_MODELS_PER_ROW) problems.push(`at most ${MAX_MODELS_PER_ROW} compatible models`);
    else if (models.some((m) => m.length > 60)) problems.push('a compatible model must be at most 60 characters');
    const cost = POUNDS.exec(rawCost);
    if (!rawCost) problems.push('cost price is missing');
    else if (!cost) problems.push(`cost price "${rawCost}" must be pounds and pence, like 45.00`);
    let partType: PartType = partTypeOf(rawDescription);
    if (rawType) {
      const typed = rawType.toLowerCase() as PartType;
      if (PART_TYPES.includes(typed)) partType = typed;
      else problems.push(`part type must be one of: ${PART_TYPES.join(', ')}`);
    }
    if (problems.length) {
      errors.push({ line, message: `Line ${line}: ${problems.join('; ')}` });
      continue;
    }
    seen.set(sku, line);
    const costPence = Number(cost![1]) * 100 + Number((cost![2] ?? '').padEnd(2, '0'));
    items.push({ supplierId, supplierSku: sku, description: rawDescription, compatibleModels: models, partType, costPence });
  }
  return errors.length ? { ok: false, errors } : { ok: true, items };
}
