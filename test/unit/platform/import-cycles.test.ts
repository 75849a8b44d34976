// No module of the server side or of shared/ imports itself through others. A cycle works or fails
// by load order: `cdk synth` once failed with "Cannot access 'BookingSchema' before initialization"
// while every test, loading the same modules in another order, passed.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const FOLDERS = ['shared', 'functions', 'infra', 'scripts'];
// Static imports and re-exports only: `import type` is erased, dynamic import() runs later.
const IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm;

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function resolveImport(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    try {
      if (readdirSync(path.dirname(candidate)).includes(path.basename(candidate)) && /\.(ts|tsx)$/.test(candidate)) return candidate;
    } catch {
      // Not a folder: try the next form.
    }
  }
  return null;
}

function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of FOLDERS.flatMap(sourceFiles)) {
    const text = readFileSync(file, 'utf8');
    const targets = [...text.matchAll(IMPORT)].map((match) => resolveImport(file, match[1]!)).filter((target): target is string => target !== null);
    graph.set(file, targets);
  }
  return graph;
}

function findCycle(graph: Map<string, string[]>): string[] | null {
  const state = new Map<string, 'visiting' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string): string[] | null => {
    if (state.get(node) === 'done') return null;
    if (state.get(node) === 'visiting') return [...stack.slice(stack.indexOf(node)), node];
    state.set(node, 'visiting');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    stack.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of graph.keys()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return null;
}

describe('module imports', () => {
  it('form no cycle in shared/, functions/, infra/ or scripts/', () => {
    const cycle = findCycle(importGraph());

    expect(cycle ? cycle.map((file) => path.relative(root, file)) : null).toBeNull();
  });

  it('would report a cycle', () => {
    expect(findCycle(new Map([['a', ['b']], ['b', ['c']], ['c', ['a']]]))).toEqual(['a', 'b', 'c', 'a']);
  });
});
