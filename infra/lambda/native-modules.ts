// Which native addons a function's code imports. esbuild cannot bundle a .node binary, so these stay
// outside the bundle and are installed for Lambda's platform next to it (see function-bundling.ts).
// Reading the real import graph, rather than guessing from the handler's folder, means a handler
// anywhere that starts hashing passwords gets the addon without anyone remembering to say so.
import { buildSync } from 'esbuild';

/** Packages with a platform-specific binary that the functions may import. */
export const NATIVE_MODULES = ['@node-rs/argon2'] as const;

const cache = new Map<string, string[]>();

/** The NATIVE_MODULES that the entry module imports, directly or through any local module. */
export function nativeModulesImportedBy(entry: string): string[] {
  const cached = cache.get(entry);
  if (cached) return cached;
  // Packages stay external, so this parses only the repo's own modules: milliseconds per entry.
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
  });
  const imported = new Set<string>();
  for (const input of Object.values(metafile.inputs)) {
    for (const item of input.imports) if (item.external) imported.add(item.path);
  }
  const found = NATIVE_MODULES.filter((name) =>
    [...imported].some((path) => path === name || path.startsWith(`${name}/`)),
  );
  cache.set(entry, found);
  return found;
}
