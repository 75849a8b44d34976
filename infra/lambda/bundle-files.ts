// Data files a function reads at run time from beside its code (`new URL('./name', import.meta.url)`),
// which CDK's bundling copies next to the bundle's index.mjs. Data kept out of the bundle costs its
// cold start nothing until it is read, and does not count against the 350 KiB of code (decision 025).
// Like the native addons, a function gets a file when its import graph holds the module that reads it.
import { importGraph } from './import-graph';

/** Each data file (from the repo root) with the module beside it that reads it. */
export const BUNDLE_FILES: readonly { readonly file: string; readonly readBy: string }[] = [
  { file: 'functions/accounts/common-passwords.br', readBy: 'functions/accounts/common-passwords.ts' },
];

/** The BUNDLE_FILES the entry's code reads: paths from the repo root. */
export function bundleFilesReadBy(entry: string): string[] {
  const modules = new Set(Object.keys(importGraph(entry)));
  return BUNDLE_FILES.filter(({ readBy }) => modules.has(readBy)).map(({ file }) => file);
}
