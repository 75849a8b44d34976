// The repo's own modules a function's entry imports, directly or through others, with the packages
// they import: what native-modules.ts and bundle-files.ts read. Packages stay external, so this parses
// only our modules: milliseconds per entry.
import { buildSync, type Metafile } from 'esbuild';
import { REPO_ROOT } from './paths';

const cache = new Map<string, Metafile['inputs']>();

/** The modules (paths from the repo root) and what each imports. */
export function importGraph(entry: string): Metafile['inputs'] {
  const cached = cache.get(entry);
  if (cached) return cached;
  const { metafile } = buildSync({
    entryPoints: [entry],
    bundle: true,
    write: false,
    metafile: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    logLevel: 'silent',
    outdir: 'unused',
    absWorkingDir: REPO_ROOT,
  });
  cache.set(entry, metafile.inputs);
  return metafile.inputs;
}
