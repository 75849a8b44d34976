// Renders a public page per request, with its data (docs/decisions/020-public-pages-in-the-html.md):
// the local server calls this for data pages, as the render function does behind CloudFront. Uses the
// server build of the frontend (frontend/dist-server, made by `vite build`) and its page template.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { PAGE_DATA_PARAM } from '../../frontend/src/app/page-data';
import { DATA_PAGE_CACHE_SECONDS, dataPages } from '../../frontend/src/app/page-files';
import { builtPages, type BuiltPage } from '../../frontend/src/app/route-registry';
import { pageLoaders, type PageLoader } from './loaders';

type ServerEntry = typeof import('../../frontend/src/entry-server');

export interface RenderedResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const defaultServerDir = fileURLToPath(new URL('../../frontend/dist-server/', import.meta.url));

let loaded: Promise<{ entry: ServerEntry; template: string }> | undefined;

function loadServerBuild(serverDir: string) {
  loaded ??= Promise.all([
    import(pathToFileURL(path.join(serverDir, 'entry-server.js')).href) as Promise<ServerEntry>,
    readFile(path.join(serverDir, 'template.html'), 'utf8'),
  ]).then(([entry, template]) => ({ entry, template }));
  return loaded;
}

/** Loaders answer null for content that does not exist: the page answers 404. */
function withNotFound(loader: PageLoader | undefined, page: BuiltPage): PageLoader {
  if (!loader) return () => Promise.reject(new Error(`Data page ${page.path} (${page.module}) has no loader in functions/pages/loaders.ts`));
  return async (args) => {
    const data = await loader(args);
    if (data === null || data === undefined) throw new Response(null, { status: 404 });
    return data;
  };
}

const loadPageData = (page: BuiltPage, args: Parameters<PageLoader>[0]) => withNotFound(pageLoaders[page.module], page)(args);

/** Browsers may keep nothing; CloudFront keeps a page DATA_PAGE_CACHE_SECONDS, so edits show within it. */
const CACHE_CONTROL = `public, max-age=0, s-maxage=${DATA_PAGE_CACHE_SECONDS}`;

/** The data page at `url` as HTML, or as JSON when the browser asks with PAGE_DATA_PARAM; null when no data page matches. */
export async function renderDataPage(url: URL, serverDir = defaultServerDir): Promise<RenderedResponse | null> {
  const dataPage = dataPages.find((page) => new RegExp(page.pattern).test(url.pathname));
  const page = dataPage && builtPages.public.find((built) => built.path === dataPage.path);
  if (!page) return null;
  const { entry, template } = await loadServerBuild(serverDir);
  if (url.searchParams.has(PAGE_DATA_PARAM)) {
    const result = await entry.renderPageData(url.href, page, loadPageData);
    if (result.kind !== 'json') throw new Error('A data request rendered HTML');
    return { status: result.status, headers: { 'content-type': 'application/json', 'cache-control': CACHE_CONTROL }, body: result.json };
  }
  const result = await entry.renderPage(url.href, template, loadPageData);
  if (result.kind === 'redirect') return { status: result.status, headers: { location: result.location, 'cache-control': CACHE_CONTROL }, body: '' };
  if (result.kind !== 'html') throw new Error('A page request rendered JSON');
  return { status: result.status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': CACHE_CONTROL }, body: result.html };
}
