import { describe, expect, it } from 'vitest';
import { CsvSyntaxError, parseCsv } from '../../../../functions/suppliers/csv';
import { readPriceList } from '../../../../functions/suppliers/price-list-csv';

describe('parseCsv (RFC 4180)', () => {
  it('reads plain fields with CRLF or LF line ends and an optional last line end', () => {
    expect(parseCsv('a,b\r\nc,d\ne,f')).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['c', 'd'] },
      { line: 3, fields: ['e', 'f'] },
    ]);
    expect(parseCsv('a,b\n')).toEqual([{ line: 1, fields: ['a', 'b'] }]);
  });

  it('reads quoted fields with commas, doubled quotes and line breaks, keeping the line each record starts on', () => {
    const records = parseCsv('x,"say ""hi"", then go"\r\n"two\nlines",y\nz,""\n');
    expect(records).toEqual([
      { line: 1, fields: ['x', 'say "hi", then go'] },
      { line: 2, fields: ['two\nlines', 'y'] },
      { line: 4, fields: ['z', ''] },
    ]);
  });

  it('keeps empty fields and drops a byte order mark', () => {
    expect(parseCsv('\uFEFFa,,c')).toEqual([{ line: 1, fields: ['a', '', 'c'] }]);
  });

  it('refuses an unclosed quote, text after a closing quote and a quote inside an unquoted field, by line', () => {
    expect(() => parseCsv('a,b\n"open,c')).toThrow(new CsvSyntaxError(2, 'a quoted field is not closed'));
    expect(() => parseCsv('"a"b,c')).toThrow(CsvSyntaxError);
    expect(() => parseCsv('a,b\nc,d"e')).toThrow('Line 2: a quote inside an unquoted field');
  });
});

describe('readPriceList', () => {
  const header = 'Supplier SKU,Description,Compatible models,Cost price';

  it('turns rows into items: upper-case SKUs, models split on ; or |, pounds to pence, part type from the description', () => {
    const parsed = readPriceList('S1', `${header}\nscr-13,iPhone 13 OLED screen,iPhone 13|iPhone 13 Pro,£45.5\nbat-1,"Battery, high capacity",iPhone 12; iPhone 12 mini,12\n`);
    expect(parsed).toEqual({
      ok: true,
      items: [
        { supplierId: 'S1', supplierSku: 'SCR-13', description: 'iPhone 13 OLED screen', compatibleModels: ['iPhone 13', 'iPhone 13 Pro'], partType: 'screen', costPence: 4550 },
        { supplierId: 'S1', supplierSku: 'BAT-1', description: 'Battery, high capacity', compatibleModels: ['iPhone 12', 'iPhone 12 mini'], partType: 'battery', costPence: 1200 },
      ],
    });
  });

  it('takes a part type column when given, and reports every problem of every bad row by its line', () => {
    const parsed = readPriceList('S1', `${header},Part type\nX1,Mystery flex,Pixel 7,1.00,camera\nX2,,Pixel 7,1.999,lens\n\nX3,Board,,9\n`);
    expect(parsed).toEqual({
      ok: false,
      errors: [
        { line: 3, message: 'Line 3: description is missing; cost price "1.999" must be pounds and pence, like 45.00; part type must be one of: screen, battery, port, camera, back, speaker, button, board, other' },
        { line: 5, message: 'Line 5: expected 5 columns, found 4; compatible models are missing' },
      ],
    });
  });

  it('refuses a file without the header, or with no rows', () => {
    expect(readPriceList('S1', 'sku,desc\nA,B')).toMatchObject({ ok: false, errors: [{ line: 1 }] });
    expect(readPriceList('S1', `${header}\n`)).toEqual({ ok: false, errors: [{ line: 1, message: 'The price list has no rows' }] });
  });
});
