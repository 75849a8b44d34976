// The repo's own modules a function's entry imports, directly or through others, with the packages
// they import: what native-modules.ts and bundle-files.ts read. Packages stay external, so this parses
// only our modules: milliseconds per entry. A caller about to ask for many entries (the CDK app's
// routes and consumers, the Lambda bundle budget) primes them first in one esbuild run, which parses
// each shared module once instead of once per entry (decision 375).
import { relative } from 'node:path';
import { buildSync, type Metafile } from 'esbuild';
import { REPO_ROOT } from './paths';

const cache = new Map<string, Metafile['inputs']>();

function scan(entries: readonly string[]): Metafile['inputs'] {
  // Split into shared chunks, esbuild writes each shared module once (to memory): the inputs and what
  // they import are the same either way.
  const { metafile } = buildSync({
    entryPoints: [...entries],
    bundle: true,
    splitting: true,
    write: false,
    metafile: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    logLevel: 'silent',
    outdir: 'unused',
    absWorkingDir: REPO_ROOT,
  });
  return metafile.inputs;
}

/** The inputs reachable from `start` (a path from the repo root) through the imports esbuild resolved. */
function reachable(inputs: Metafile['inputs'], start: string): Metafile['inputs'] {
  const found: Metafile['inputs'] = {};
  const pending = [start];
  for (let path = pending.pop(); path !== undefined; path = pending.pop()) {
    const input = inputs[path];
    if (!input || path in found) continue;
    found[path] = input;
    for (const item of input.imports) if (!item.external) pending.push(item.path);
  }
  return found;
}

/** Reads the import graphs of many entries (absolute paths) in one esbuild run, for importGraph to answer from. */
export function primeImportGraphs(entries: readonly string[]): void {
  const missing = [...new Set(entries)].filter((entry) => !cache.has(entry));
  if (missing.length === 0) return;
  const inputs = scan(missing);
  for (const entry of missing) {
    const graph = reachable(inputs, relative(REPO_ROOT, entry));
    if (Object.keys(graph).length === 0) throw new Error(`esbuild read no module for ${entry}`);
    cache.set(entry, graph);
  }
}

/** The modules (paths from the repo root) and what each imports. */
export function importGraph(entry: string): Metafile['inputs'] {
  const cached = cache.get(entry);
  if (cached) return cached;
  const inputs = scan([entry]);
  cache.set(entry, inputs);
  return inputs;
}
