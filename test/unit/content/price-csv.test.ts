// The price list CSV: RFC 4180 quoting both ways, line numbers of records, each bad row reported.
import { describe, expect, it } from 'vitest';
import { parseCsv, toCsv } from '../../../functions/content/csv';
import { parsePriceCsv, priceListToCsv, PRICE_CSV_COLUMNS } from '../../../functions/content/price-csv';

const header = PRICE_CSV_COLUMNS.join(',');
/** A file exported before rows carried their VAT treatment (decision 358): it still imports. */
const headerWithoutVat = PRICE_CSV_COLUMNS.slice(0, -1).join(',');

describe('parseCsv', () => {
  it('reads quoted commas, doubled quotes and line breaks, keeping the line each record starts on', () => {
    const records = parseCsv('a,b\r\n"x, y","say ""hi"""\n"two\nlines",z\n\nlast,row');
    expect(records).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['x, y', 'say "hi"'] },
      { line: 3, fields: ['two\nlines', 'z'] },
      { line: 6, fields: ['last', 'row'] },
    ]);
  });

  it('writes what it reads', () => {
    const rows = [['a', 'b, c', 'd "e"', ' f', 'g\nh']];
    expect(parseCsv(toCsv(rows)).map((r) => r.fields)).toEqual(rows);
  });
});

describe('parsePriceCsv', () => {
  const services = new Set(['screen-repair']);

  it('reads prices in pounds with or without £ and grades as Name=price', () => {
    const parsed = parsePriceCsv(`${headerWithoutVat}\nscreen-repair,Apple,iPhone 13,phone,from,£119,Original=189.5; Compatible=119,,no\n`, services);
    expect(parsed).toEqual({
      ok: true,
      rows: [
        {
          serviceId: 'screen-repair',
          make: 'Apple',
          model: 'iPhone 13',
          deviceType: 'phone',
          kind: 'from',
          pricePence: 11900,
          grades: [{ name: 'Original', pricePence: 18950 }, { name: 'Compatible', pricePence: 11900 }],
          retired: false,
        },
      ],
    });
  });

  it('reads and writes a row’s VAT treatment, and names a wrong one', () => {
    const csv = [header, 'screen-repair,Apple,iPhone 13,phone,fixed,10,,,no,zero', 'screen-repair,Apple,iPhone 14,phone,fixed,10,,,no,half'].join('\n');
    const parsed = parsePriceCsv(csv, services);
    expect(parsed).toEqual({ ok: false, errors: [{ line: 3, message: 'Line 3: VAT treatment must be standard, reduced, zero, exempt, outside or margin' }] });
    const good = parsePriceCsv(csv.split('\n').slice(0, 2).join('\n'), services);
    expect(good.ok && good.rows[0]!.vatTreatment).toBe('zero');
    const exported = priceListToCsv([{ id: 'R1', serviceId: 'screen-repair', make: 'Apple', model: 'iPhone 13', deviceType: 'phone', kind: 'fixed', pricePence: 1000, grades: [], retired: false, vatTreatment: 'zero', updatedAt: '2026-01-01T00:00:00.000Z' }]);
    expect(exported.trim().split('\r\n')[1]).toBe('screen-repair,Apple,iPhone 13,phone,fixed,10.00,,,no,zero');
  });

  it('reports each bad row with its line number, and only those', () => {
    const csv = [
      headerWithoutVat,
      'screen-repair,Apple,iPhone 13,phone,fixed,10,,,no',
      'screen-repair,Apple,iPhone 14,phone,fixed,-1,,,no',
      'screen-repair,Apple,iPhone 15,phone,fixed,1.999,,,maybe',
    ].join('\n');
    const parsed = parsePriceCsv(csv, services);
    expect(parsed).toEqual({
      ok: false,
      errors: [
        { line: 3, message: 'Line 3: price cannot be negative' },
        { line: 4, message: 'Line 4: price "1.999" is not an amount in pounds (for example 89.99); retired must be yes, no or empty' },
      ],
    });
  });

  it('exports rows the import reads back to the same input', () => {
    const csv = priceListToCsv([
      { id: 'x', serviceId: 'screen-repair', make: 'Apple', model: 'iPad, "Pro"', deviceType: 'tablet', kind: 'quote', grades: [], retired: true, updatedAt: '' },
    ]);
    expect(parsePriceCsv(csv, services)).toEqual({
      ok: true,
      rows: [{ serviceId: 'screen-repair', make: 'Apple', model: 'iPad, "Pro"', deviceType: 'tablet', kind: 'quote', retired: true }],
    });
  });
});
