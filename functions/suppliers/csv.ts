// A small RFC 4180 CSV reader: quoted fields (with "" for a quote, commas and line breaks inside),
// CRLF or LF line ends, a final line end optional. Each record keeps the line it started on, so an
// import can name the line of a bad row.

export interface CsvRecord {
  /** 1-based line of the file where the record starts. */
  line: number;
  fields: string[];
}

export class CsvSyntaxError extends Error {
  constructor(readonly line: number, reason: string) {
    super(`Line ${line}: ${reason}`);
    this.name = 'CsvSyntaxError';
  }
}

export function parseCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  let line = 1;
  let i = 0;
  while (i < source.length) {
    const start = line;
    const fields: string[] = [];
    for (;;) {
      let field = '';
      if (source[i] === '"') {
        i++;
        for (;;) {
          if (i >= source.length) throw new CsvSyntaxError(start, 'a quoted field is not closed');
          const c = source[i]!;
          if (c === '"') {
            if (source[i + 1] === '"') {
              field += '"';
              i += 2;
              continue;
            }
            i++;
            break;
          }
          if (c === '\n') line++;
          field += c;
          i++;
        }
        const next = source[i];
        if (next !== undefined && next !== ',' && next !== '\r' && next !== '\n') throw new CsvSyntaxError(line, 'text after a closing quote');
      } else {
        while (i < source.length && source[i] !== ',' && source[i] !== '\r' && source[i] !== '\n') {
          if (source[i] === '"') throw new CsvSyntaxError(line, 'a quote inside an unquoted field');
          field += source[i];
          i++;
        }
      }
      fields.push(field);
      if (source[i] === ',') {
        i++;
        continue;
      }
      if (source[i] === '\r') i++;
      if (source[i] === '\n') {
        i++;
        line++;
      }
      break;
    }
    records.push({ line: start, fields });
  }
  return records;
}

/** A file's records without its blank lines, or its syntax error as an import names a bad row (decision 181). */
export function nonBlankRecords(text: string): { ok: true; records: CsvRecord[] } | { ok: false; errors: { line: number; message: string }[] } {
  try {
    return { ok: true, records: parseCsv(text).filter((r) => r.fields.some((f) => f.trim() !== '')) };
  } catch (error) {
    if (error instanceof CsvSyntaxError) return { ok: false, errors: [{ line: error.line, message: error.message.replace(/^Line \d+: /, 'Not valid CSV: ') }] };
    throw error;
  }
}
