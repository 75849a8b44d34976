// Which native addons a function's code imports. esbuild cannot bundle a .node binary, so these stay
// outside the bundle and are installed for Lambda's platform next to it (see function-bundling.ts).
// Reading the real import graph, rather than guessing from the handler's folder, means a handler
// anywhere that starts hashing passwords gets the addon without anyone remembering to say so.
import { importGraph } from './import-graph';

/** Packages with a platform-specific binary that the functions may import. */
export const NATIVE_MODULES = ['@node-rs/argon2'] as const;

/** The NATIVE_MODULES that the entry module imports, directly or through any local module. */
export function nativeModulesImportedBy(entry: string): string[] {
  const imported = new Set<string>();
  for (const input of Object.values(importGraph(entry))) {
    for (const item of input.imports) if (item.external) imported.add(item.path);
  }
  return NATIVE_MODULES.filter((name) => [...imported].some((path) => path === name || path.startsWith(`${name}/`)));
}
