// No Scan on a request path (decision 336): no module under functions/ may name DynamoDB's Scan
// (the command, its paginator or the low-level client's scan method), except the scheduled jobs'
// runners in functions/scheduled/, which run off any request. A handler that scanned would have to
// import one of these, so this fails for it; the scale bench's client middleware refuses a Scan at run
// time too (scripts/scale/dynamo-meter.ts, test/integration/platform/no-scan.test.ts).
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const functionsRoot = fileURLToPath(new URL('../../../functions/', import.meta.url));
/** Folders under functions/ that run off the request path. */
const OFF_REQUEST_PATH = ['scheduled'];
const SCAN_USE = /\b(ScanCommand|paginateScan|ScanCommandInput|ScanInput)\b|\.scan\s*\(/;

export function usesScan(source: string): boolean {
  return SCAN_USE.test(source.replace(/^\s*(\/\/|\*).*$/gm, ''));
}

function requestPathModules(): string[] {
  return readdirSync(functionsRoot, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(functionsRoot, path.join(entry.parentPath, entry.name)))
    .filter((relative) => !OFF_REQUEST_PATH.includes(relative.split(path.sep)[0]!));
}

describe('no Scan on a request path', () => {
  it('recognises every way of asking DynamoDB for a Scan, and not the word in a comment', () => {
    expect(usesScan("import { ScanCommand } from '@aws-sdk/lib-dynamodb';")).toBe(true);
    expect(usesScan('await db.send(new ScanCommand({ TableName }));')).toBe(true);
    expect(usesScan('for await (const page of paginateScan({ client }, input)) {}')).toBe(true);
    expect(usesScan('await client.scan({ TableName });')).toBe(true);
    expect(usesScan('// Scan or type the QR code on your ticket')).toBe(false);
    expect(usesScan("noCode: 'Scan or type the QR code on your job ticket.'")).toBe(false);
  });

  it('finds no Scan in any module a handler can reach', () => {
    const modules = requestPathModules();
    expect(modules.length).toBeGreaterThan(100);
    expect(modules.filter((relative) => usesScan(readFileSync(path.join(functionsRoot, relative), 'utf8')))).toEqual([]);
  });
});
