// The signed-in pages' shells (docs/decisions/204-signed-in-pages-start-at-once.md): the shell naming
// every chunk a signed-in page needs to draw, which load-app.js preloads beside the app's entry once
// the page has painted, so the browser fetches them all at once instead of discovering them one import
// level at a time (the entry, then the signed-in route table, then the guard and the page, then each
// of their imports: about ten round trips). The prerender step (frontend/vite.config.ts) writes them
// from Vite's manifest; the HTML holds file names only, nothing about the person. Data only: Node runs it.
import type { SignedInShell } from './page-files';
import { DATA_LAYOUT_SOURCE, routeModuleSource } from './public-pages';

/** The part of a Vite manifest entry this reads. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

export type Manifest = Readonly<Record<string, ManifestChunk>>;

/**
 * What the browser loads before any signed-in page draws, beside the entry and the page's own module:
 * the route table (src/app/router.tsx loads it at start on such a path), the data layout and the
 * guard (src/app/route-tree.tsx).
 */
export const SIGNED_IN_START_SOURCES = ['src/app/signed-in-routes.ts', DATA_LAYOUT_SOURCE, 'src/features/auth-state/components/route-guards.tsx'] as const;

/**
 * The files to preload for a signed-in page whose route module is `pageSource`: the entry's, the
 * start modules' and the page's chunks with all their static imports, each once, every chunk after
 * the chunks it imports. The browser evaluates them in this order, a few a task, before the app
 * starts (src/app/router.tsx, decision 220): evaluated by the page's import instead, the whole graph
 * ran in one long task. Dynamic imports are left out: they load later, or not at all.
 */
export function signedInPreloads(manifest: Manifest, pageSource: string): string[] {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('The Vite manifest has no entry');
  return importOrder(manifest, [entry, ...SIGNED_IN_START_SOURCES, pageSource]);
}

/** `sources`' chunks with all their static imports, each once, every chunk after the chunks it imports. */
function importOrder(manifest: Manifest, sources: readonly string[]): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The Vite manifest has no ${key}`);
    for (const imported of chunk.imports ?? []) visit(imported);
    files.push(`/${chunk.file}`);
  };
  for (const source of sources) visit(source);
  return files;
}

/**
 * Modules a signed-in page's loader imports at its first paint, before the app: drawing that needs
 * nothing of React (decision 228), keyed by route module. The module is bundled as a dynamic import of
 * its page, so it has a chunk of its own.
 */
export const EARLY_MODULES: Readonly<Record<string, string>> = {
  'customer-details-by-qr': 'src/features/customer-card/card-qr-early.ts',
};

/** The attribute of the loader's script tag that lists an early module's chunks, its imports first. */
export const EARLY_ATTRIBUTE = 'data-early';

/** The attribute of the loader's script tag (load-app.js) that lists the files to preload, space-separated. */
export const PRELOAD_ATTRIBUTE = 'data-preload';

const LOADER_TAG = /<script defer src="\/load-app\.js" data-app="[^"]+"/;

/**
 * The page's shell: `shell` with the files to preload on the loader's script tag. The loader adds them
 * as module preloads when it adds the app, after the first contentful paint (decision 213): as links
 * in the HTML they were fetched while the page was still to paint, and Lighthouse counted every one
 * that finished before the paint as needed for the largest one (LCP 1.9-3.6 s with the frame painted
 * at 0.2 s).
 */
export function signedInShellHtml(shell: string, manifest: Manifest, page: SignedInShell): string {
  const loader = LOADER_TAG.exec(shell);
  if (!loader) throw new Error('The shell has no load-app.js script tag');
  const files = signedInPreloads(manifest, routeModuleSource(page.module));
  const earlySource = EARLY_MODULES[page.module];
  const early = earlySource ? ` ${EARLY_ATTRIBUTE}="${importOrder(manifest, [earlySource]).join(' ')}"` : '';
  return shell.replace(loader[0], `${loader[0]} ${PRELOAD_ATTRIBUTE}="${files.join(' ')}"${early}`);
}
