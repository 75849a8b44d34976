// The browser loads only the route definitions of the areas a page calls (issue 10): the whole
// manifest (every area's schemas) stays out of the frontend.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const frontendSrc = new URL('../../../frontend/src/', import.meta.url).pathname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('route definitions in the browser', () => {
  it('imports routes per area (shared/api/routes/<area>), never shared/api/manifest', () => {
    const offenders = sourceFiles(frontendSrc).filter((file) => /shared\/api\/manifest['"]/.test(readFileSync(file, 'utf8')));

    expect(offenders.map((file) => path.relative(frontendSrc, file))).toEqual([]);
  });
});
