// The browser test files share their worker's modules (decision 394), so a file must not change what
// the files after it import: no module mocks, stubbed globals or environment, fake timers, and no
// override of the shared test API outside a describe (one at a file's top would reach later files).
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const e2eRoot = fileURLToPath(new URL('../../e2e/', import.meta.url));
const SHARED_STATE_CHANGE = /\bvi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers)\s*\(/;
/** A call at a line's start is at the file's top level: inside a describe it would be indented. */
const TOP_LEVEL_OVERRIDE = /^[\w$.]+\.override\s*\(/m;

export function sharedModuleProblems(source: string): string[] {
  const code = source.replace(/^\s*(\/\/|\*).*$/gm, '');
  const problems: string[] = [];
  if (SHARED_STATE_CHANGE.test(code)) problems.push('mocks a module, stubs a global or the environment, or fakes timers');
  if (TOP_LEVEL_OVERRIDE.test(code)) problems.push("overrides the test API at the file's top level");
  return problems;
}

describe("browser test files keep their worker's shared modules as they found them", () => {
  it('recognises each change that would reach the next file, and not one inside a describe or a comment', () => {
    expect(sharedModuleProblems("vi.mock('../support/browser');")).toHaveLength(1);
    expect(sharedModuleProblems("vi.stubEnv('STAGE', 'prod');")).toHaveLength(1);
    expect(sharedModuleProblems("it.override('viewportWidth', 390);")).toHaveLength(1);
    expect(sharedModuleProblems("describe('on a phone', () => {\n  it.override('viewportWidth', 390);\n});")).toEqual([]);
    expect(sharedModuleProblems('// vi.mock is not used here')).toEqual([]);
  });

  it('holds for every file under test/e2e', () => {
    const files = readdirSync(e2eRoot, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
      .map((entry) => path.join(entry.parentPath, entry.name));
    expect(files.length).toBeGreaterThan(60);
    const problems = files.flatMap((file) => sharedModuleProblems(readFileSync(file, 'utf8')).map((problem) => `${path.relative(e2eRoot, file)}: ${problem}`));
    expect(problems).toEqual([]);
  });
});
