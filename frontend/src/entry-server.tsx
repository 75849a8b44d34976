// Renders pages to HTML in Node (docs/decisions/020-public-pages-in-the-html.md): the build-time
// prerender of static public pages and the shell, and the per-request render of data pages (local
// server and the render Lambda). The same route tree as the browser's, through react-router's static
// handler; react-dom/static waits for lazy parts, so the HTML holds the whole first screen.
import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, isRouteErrorResponse, StaticRouterProvider, type RouteObject } from 'react-router';
import { PageSpinner } from './components/ui/spinner';
import { AppProvider } from './app/provider';
import { PAGE_DATA_ELEMENT_ID, serializePageData, type RenderedPageData } from './app/page-data';
import { HeadCollectorContext, type HeadCollector } from './components/seo/head-collector';
import { withPageHead } from './components/seo/page-head';
import { RootLayout } from './app/root-layout';
import { createRouteTree, type PageDataLoader } from './app/route-tree';
import type { SignedInShell } from './app/page-files';
import { builtPages, type BuiltPage } from './app/route-registry';
import { signedInRouteModule, signedInRoutes } from './app/signed-in-routes';

type PageRegistry = typeof builtPages;

export type { PageDataLoader };
export { prerenderedPages, signedInShells } from './app/page-files';
export { signedInShellHtml } from './app/signed-in-preloads';
export type { BuiltPage };

export type RenderResult =
  | { kind: 'html'; status: number; html: string }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'json'; status: number; json: string };

const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * react-dom/static waits for every lazy part, but marks the parts that arrive late with inline scripts
 * (the CSP blocks them). So: one pass to load them all, then renderToString, which finds every lazy
 * part resolved and writes plain, complete HTML.
 */
async function renderToHtml(node: ReactNode): Promise<string> {
  const app = <StrictMode>{node}</StrictMode>;
  const { prelude } = await prerenderToNodeStream(app);
  for await (const _chunk of prelude);
  const html = renderToString(app);
  // Queries the header started while rendering (never fetched on the server): dropped, so no request
  // sees another's and their garbage-collection timers do not keep Node running.
  (await import('./lib/query-client')).queryClient.clear();
  return html;
}

/** Puts the rendered app (and the data it was rendered from) into the built index.html. */
export function fillTemplate(template: string, appHtml: string, pageData?: Omit<RenderedPageData, 'search'>, search = ''): string {
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`The page template has no ${ROOT_ELEMENT}`);
  const data = pageData ? `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${serializePageData({ search, ...pageData })}</script>` : '';
  return template.replace(ROOT_ELEMENT, () => `<div id="root">${appHtml}</div>${data}`);
}

/**
 * The errors a page may hydrate with: content that is not there (404, its hint in `data`) is a page
 * like another, which the browser keeps instead of asking again (issue 32). Any other failure is
 * not rebuilt in the browser: undefined.
 */
function notFoundErrors(errors: Record<string, unknown>): Record<string, unknown> | undefined {
  const entries = Object.entries(errors);
  if (!entries.every(([, error]) => isRouteErrorResponse(error) && error.status === 404)) return undefined;
  return Object.fromEntries(entries.map(([id, error]) => [id, { ...(error as object) }]));
}

async function renderRoutes(routes: RouteObject[], request: Request, template: string, options = { hydratable: true }): Promise<RenderResult> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(request);
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const collector: HeadCollector = {};
  const appHtml = await renderToHtml(
    <HeadCollectorContext value={collector}>
      <AppProvider>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </HeadCollectorContext>,
  );
  // A page whose content is not there hydrates with its 404; one that failed otherwise is drawn as it
  // is, and the browser renders it afresh instead of hydrating state it cannot rebuild.
  const errors = context.errors ? notFoundErrors(context.errors) : undefined;
  const hydratable = options.hydratable && (!context.errors || errors !== undefined);
  const html = fillTemplate(withPageHead(template, collector.head), appHtml, hydratable ? { loaderData: context.loaderData, ...(errors ? { errors } : {}) } : undefined, new URL(request.url).search);
  return { kind: 'html', status: context.statusCode, html };
}

/**
 * One page as HTML. `loadPageData` reads a data page's content (the server's repositories); static
 * pages never call it. With PAGE_DATA_PARAM in the URL a data page answers its loader data as JSON.
 */
export async function renderPage(url: string, template: string, loadPageData: PageDataLoader, pages?: PageRegistry): Promise<RenderResult> {
  return renderRoutes(routeTree(loadPageData, pages), new Request(url), template);
}

/** The whole tree: the server renders public pages only, but builds the guards' children too. */
function routeTree(loadPageData: PageDataLoader, pages: PageRegistry = builtPages): RouteObject[] {
  return createRouteTree(loadPageData, pages.public, signedInRoutes(pages));
}

/** The loader data of the data page at `url`, as the browser's client-side navigation asks for it. */
export async function renderPageData(url: string, page: BuiltPage, loadPageData: PageDataLoader, pages?: PageRegistry): Promise<RenderResult> {
  const handler = createStaticHandler(routeTree(loadPageData, pages));
  try {
    const data = await handler.queryRoute(new Request(url), { routeId: page.path });
    return { kind: 'json', status: 200, json: JSON.stringify(data ?? null) };
  } catch (error) {
    // A loader's `data(hint, { status })` arrives as a Response of JSON: the hint goes with the status.
    if (error instanceof Response) return { kind: 'json', status: error.status, json: (await error.text()) || 'null' };
    throw error;
  }
}

function ShellPage() {
  return <PageSpinner label="Loading page" />;
}

/** The shell: header, footer and a spinner, for pages the browser renders itself (index.html). */
export async function renderShell(template: string, Page: ComponentType = ShellPage): Promise<string> {
  const routes: RouteObject[] = [{ Component: RootLayout, children: [{ path: '*', Component: Page }] }];
  // A neutral URL, so no navigation link is marked as the current page.
  const result = await renderRoutes(routes, new Request('http://localhost/_shell'), template, { hydratable: false });
  if (result.kind !== 'html') throw new Error('The shell did not render');
  return result.html;
}

/**
 * A signed-in page's shell: the shell with the page's frame (its heading and the room its data fills,
 * nothing about anyone) in place of the spinner, when the page has one (decision 204).
 */
export async function renderSignedInShell(template: string, page: SignedInShell): Promise<string> {
  const { Frame } = await signedInRouteModule(page.module)();
  return renderShell(template, Frame);
}
