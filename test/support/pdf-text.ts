// The text drawn in a PDF that pdf-lib wrote: its content streams inflated, the strings of each
// text operator decoded (hex or literal). Enough for tests to read what an invoice says.
import { inflateSync } from 'node:zlib';

function streamsOf(pdf: Buffer): string[] {
  const out: string[] = [];
  const raw = pdf.toString('latin1');
  const pattern = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(raw))) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    const bytes = pdf.subarray(start, end);
    try {
      out.push(inflateSync(bytes).toString('latin1'));
    } catch {
      out.push(bytes.toString('latin1'));
    }
    pattern.lastIndex = end;
  }
  return out;
}

export function pdfText(pdf: Buffer | Uint8Array): string {
  const lines: string[] = [];
  for (const stream of streamsOf(Buffer.from(pdf))) {
    for (const m of stream.matchAll(/<([0-9A-Fa-f]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
      lines.push(m[1] !== undefined ? Buffer.from(m[1], 'hex').toString('latin1') : m[2]!.replace(/\\(.)/g, '$1'));
    }
  }
  return lines.join('\n');
}
