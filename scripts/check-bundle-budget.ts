// Fails when a public page's initial JavaScript exceeds 110 kB gzip (issue 10; node:zlib level 9, each
// file counted once). Run after `vite build --config frontend/vite.config.ts`; the pages and their route
// modules come from the frontend's route registry (frontend/src/app/route-registry.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { builtPages, DATA_LAYOUT_SOURCE, NOT_FOUND_MODULE, routeModuleSource, type BuiltPage } from '../frontend/src/app/route-registry';

export const BUDGET_BYTES = 110 * 1024;

/** The parts of a Vite build manifest entry this check reads. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  /** Chunks imported statically; dynamic imports are listed apart and load later. */
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

const defaultDistDir = join(import.meta.dirname, '..', 'frontend', 'dist');

function readManifest(distDir: string): Manifest {
  try {
    return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch (error) {
    throw new Error(`No build manifest in ${distDir}: run \`npx vite build --config frontend/vite.config.ts\` first (${String(error)})`);
  }
}

/** The chunk files loaded before a key's code runs: itself and its static imports, transitively. */
export function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build manifest has no chunk ${key}`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

function gzipSize(distDir: string, file: string): { raw: number; gzip: number } {
  const bytes = readFileSync(join(distDir, file));
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

export interface RouteBudget {
  route: string;
  module: string;
  chunks: number;
  rawBytes: number;
  gzipBytes: number;
}

/** Unknown paths render the not-found page: the public route every visitor can land on. */
const notFoundPage: BuiltPage = { path: '(any unknown path)', module: NOT_FOUND_MODULE, static: true };

/**
 * Initial JavaScript of each public page: the entry, the data layout when the page sits under it,
 * the page's route module, and everything those import statically. Dynamic imports are excluded:
 * they load after the page is on screen (menus, toasts, the signed-in header, the API client).
 */
export function measureRoutes(manifest: Manifest, distDir: string, pages: readonly BuiltPage[] = builtPages.public): RouteBudget[] {
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  if (entryKeys.length !== 1) throw new Error(`Expected one entry chunk in the build manifest, found ${entryKeys.length}`);
  const entryClosure = staticClosure(manifest, entryKeys[0]!);
  const sizes = new Map<string, { raw: number; gzip: number }>();
  return [...pages, notFoundPage].map((page) => {
    let keys = new Set(entryClosure);
    if (!page.static && !page.data) keys = staticClosure(manifest, DATA_LAYOUT_SOURCE, keys);
    keys = staticClosure(manifest, routeModuleSource(page.module), keys);
    const files = new Set([...keys].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js')));
    let rawBytes = 0;
    let gzipBytes = 0;
    for (const file of files) {
      let size = sizes.get(file);
      if (!size) {
        size = gzipSize(distDir, file);
        sizes.set(file, size);
      }
      rawBytes += size.raw;
      gzipBytes += size.gzip;
    }
    return { route: page.path, module: routeModuleSource(page.module), chunks: files.size, rawBytes, gzipBytes };
  });
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

function main(): void {
  const results = measureRoutes(readManifest(defaultDistDir), defaultDistDir);
  console.table(
    results.map((result) => ({
      route: result.route,
      module: result.module,
      chunks: result.chunks,
      raw: kB(result.rawBytes),
      gzip: kB(result.gzipBytes),
      budget: kB(BUDGET_BYTES),
      ok: result.gzipBytes <= BUDGET_BYTES ? 'yes' : 'OVER',
    })),
  );
  const over = results.filter((result) => result.gzipBytes > BUDGET_BYTES);
  if (over.length > 0) {
    console.error(`Bundle budget exceeded by: ${over.map((result) => `${result.route} (${kB(result.gzipBytes)})`).join(', ')}`);
    process.exit(1);
  }
  console.log(`All ${results.length} public routes are within ${kB(BUDGET_BYTES)} gzip of initial JavaScript.`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
