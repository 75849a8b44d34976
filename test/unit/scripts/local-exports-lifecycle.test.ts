// The local stand-in for the bucket's rule on export files: folders older than a day go, the rest stay.
import { mkdirSync, mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { expireLocalExports } from '../../../scripts/local/local-exports-lifecycle';

const DAY_MS = 24 * 60 * 60 * 1000;

function exportFolder(uploadsDir: string, name: string, writtenAt: number): void {
  const folder = path.join(uploadsDir, 'exports', name);
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, 'sales.csv'), 'date,total\n');
  utimesSync(folder, writtenAt / 1000, writtenAt / 1000);
}

describe('expireLocalExports', () => {
  it('removes the export folders written more than a day ago and keeps the newer ones and other uploads', async () => {
    const uploadsDir = mkdtempSync(path.join(tmpdir(), 'drs-exports-'));
    const now = Date.parse('2026-11-28T09:00:00Z');
    exportFolder(uploadsDir, 'old', now - DAY_MS - 60_000);
    exportFolder(uploadsDir, 'recent', now - DAY_MS + 60_000);
    mkdirSync(path.join(uploadsDir, 'product-images'));
    writeFileSync(path.join(uploadsDir, 'product-images', 'a.webp'), 'x');
    utimesSync(path.join(uploadsDir, 'product-images'), 0, 0);

    expect(await expireLocalExports(uploadsDir, now)).toBe(1);
    expect(readdirSync(path.join(uploadsDir, 'exports'))).toEqual(['recent']);
    expect(readdirSync(path.join(uploadsDir, 'product-images'))).toEqual(['a.webp']);
  });

  it('does nothing when no export has been made', async () => {
    expect(await expireLocalExports(mkdtempSync(path.join(tmpdir(), 'drs-exports-')))).toBe(0);
  });
});
