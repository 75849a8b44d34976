// Which HTML answers which public path (docs/decisions/020-public-pages-in-the-html.md). Data only:
// the prerender (frontend/prerender.ts), the CloudFront Function and CDK (infra/), and the local
// server all read it, so the build, the edge and the local stand-in cannot disagree.
//  - Static public pages are prerendered at build time to /pages/...html; a path parameter becomes a
//    placeholder segment, since such pages draw the same frame for every value.
//  - Data pages are rendered per request, with their data (DATA_PAGE_CACHE_SECONDS at most old).
//  - Signed-in pages get their own copy of the shell, /shells/...html, which names the chunks the page
//    needs as module preloads (docs/decisions/204-signed-in-pages-start-at-once.md).
//  - Every other path (admin pages, unknown paths) gets the shell, /index.html: the header and footer
//    with a spinner between them, which the app then renders into.
import { publicPaths } from '../config/paths';
import { builtPages, type BuiltPage } from './route-registry';

/** The SPA shell: the page frame without a page. */
export const SHELL_FILE = '/index.html';

/** How long CloudFront may serve a data page before rendering it again: a staff edit shows within this. */
export const DATA_PAGE_CACHE_SECONDS = 60;

/**
 * Not prerendered: short links the edge answers with a redirect before any page is chosen, and old
 * booking links the app sends on to /booking (their shell redirects in the browser).
 */
const ONLY_REDIRECT: readonly string[] = [publicPaths.qrShortLink, publicPaths.jobsByQr, publicPaths.jobStatus, publicPaths.booking2, publicPaths.bookRepair];

const PLACEHOLDER_SEGMENT = '_';

export interface PrerenderedPage {
  /** The route path it renders. */
  readonly path: string;
  /** The URL rendered at build time (parameters filled with a placeholder). */
  readonly url: string;
  /** Site-relative file the prerender writes. */
  readonly file: string;
  /** Regular expression source (anchored) of the URL paths this file answers. */
  readonly pattern: string;
}

export interface DataPage {
  readonly path: string;
  /** Regular expression source (anchored) of the URL paths rendered per request. */
  readonly pattern: string;
  /** The same paths as CloudFront cache-behaviour path patterns. */
  readonly cloudFrontPatterns: readonly string[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Anchored regex source for a react-router path without optional segments; a trailing slash is allowed. */
function pathPattern(path: string): string {
  if (path === '/') return '^/$';
  const segments = path.split('/').slice(1).map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment)));
  return `^/${segments.join('/')}/?$`;
}

/** `/claim-job/:qrCode?` -> `/claim-job`: the optional parameter's page without it. */
const withoutOptionalSegments = (path: string) => path.split('/').filter((segment) => !segment.endsWith('?')).join('/') || '/';

/** The file a page's HTML is written to under `dir`: `/job/:qrCode` -> `/pages/job/_qrCode.html`. */
const builtFile = (dir: string, path: string) => `/${dir}${path === '/' ? '/index' : path.replace(/:([^/]+)/g, '_$1')}.html`;

function prerenderedPage(page: BuiltPage): PrerenderedPage {
  const path = withoutOptionalSegments(page.path);
  const url = path.replace(/:[^/]+/g, PLACEHOLDER_SEGMENT);
  return { path: page.path, url, file: builtFile('pages', path), pattern: pathPattern(path) };
}

/** The static public pages written at build time, most specific first. */
export const prerenderedPages: readonly PrerenderedPage[] = builtPages.public
  .filter((page) => !page.data && !ONLY_REDIRECT.includes(page.path))
  .map(prerenderedPage);

function cloudFrontPatterns(path: string): string[] {
  const firstParameter = path.search(/\/:/);
  if (firstParameter === -1) return [path];
  const prefix = path.slice(0, firstParameter);
  // An optional parameter also answers on the bare path.
  return path.endsWith('?') && path.indexOf(':') === path.lastIndexOf(':') ? [prefix, `${prefix}/*`] : [`${prefix}/*`];
}

export interface SignedInShell {
  /** The route path. */
  readonly path: string;
  /** Its route module under src/app/routes/. */
  readonly module: string;
  /** Site-relative file the prerender writes: the shell with the page's module preloads. */
  readonly file: string;
  /** Regular expression source (anchored) of the URL paths this file answers. */
  readonly pattern: string;
}

/** The signed-in (customer) pages, each with a shell of its own (frontend/build/signed-in-shells.ts). */
export const signedInShells: readonly SignedInShell[] = builtPages.protected.map((page) => ({
  path: page.path,
  module: page.module,
  file: builtFile('shells', page.path),
  pattern: pathPattern(page.path),
}));

/** Which file answers which client path, in the order the edge tries them; the shell answers the rest. */
export const pageFilePatterns: readonly (readonly [pattern: string, file: string])[] = [...prerenderedPages, ...signedInShells].map((page) => [page.pattern, page.file]);

/** Made per request from the content beside the data pages (functions/pages/site-files.ts), cached the same. */
export const SITE_FILE_PATHS = ['/sitemap.xml', '/robots.txt'] as const;

/** The public pages rendered per request with their data. */
export const dataPages: readonly DataPage[] = builtPages.public
  .filter((page) => page.data)
  .map((page) => ({ path: page.path, pattern: pathPattern(withoutOptionalSegments(page.path)), cloudFrontPatterns: cloudFrontPatterns(page.path) }));

/** The file that answers a URL path when no data page does: its prerendered page, its signed-in shell or the shell. */
export function pageFileFor(uriPath: string): string {
  return pageFilePatterns.find(([pattern]) => new RegExp(pattern).test(uriPath))?.[1] ?? SHELL_FILE;
}

/** True when the path is rendered per request. */
export function isDataPagePath(uriPath: string): boolean {
  return dataPages.some((page) => new RegExp(page.pattern).test(uriPath));
}
