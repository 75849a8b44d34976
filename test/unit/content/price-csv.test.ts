// The price list CSV: RFC 4180 quoting both ways, line numbers of records, each bad row reported.
import { describe, expect, it } from 'vitest';
import { parseCsv, toCsv } from '../../../functions/content/csv';
import { parsePriceCsv, priceListToCsv, PRICE_CSV_COLUMNS } from '../../../functions/content/price-csv';

const header = PRICE_CSV_COLUMNS.join(',');

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
    const parsed = parsePriceCsv(`${header}\nscreen-repair,Apple,iPhone 13,phone,from,£119,Original=189.5; Compatible=119,,no\n`, services);
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

  it('reports each bad row with its line number, and only those', () => {
    const csv = [
      header,
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
