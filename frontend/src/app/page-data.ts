// How a rendered page hands its data to the browser (docs/decisions/020-public-pages-in-the-html.md):
// the server writes the router's loader data as JSON into a non-executable script element (the CSP
// allows no inline script), and the browser starts its router from it instead of fetching again.
// On later client-side navigation, a data page's loader asks its own URL with PAGE_DATA_PARAM and
// gets the same JSON the HTML would hold. Data only at module scope: Node imports this file.
import type { HydrationState, LoaderFunctionArgs } from 'react-router';

/** The element id of the JSON the server rendered the page from. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/** Query parameter that asks a data page's URL for its loader data as JSON instead of HTML. */
export const PAGE_DATA_PARAM = '_data';

/** What the server embeds: the loader data of every route it rendered, by route id. */
export interface RenderedPageData {
  /** The query string the page was rendered for ('' when prerendered). */
  search: string;
  loaderData: Record<string, unknown>;
  /** A page whose content is not there: its 404 by route id, as the server drew it. */
  errors?: Record<string, unknown>;
}

/** JSON safe inside <script>: no '<' can close the element or open a comment. */
export function serializePageData(data: RenderedPageData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/**
 * The router's starting state when the server rendered this page for this URL's query string, or
 * null (the shell, or a prerendered page opened with a query string it may draw differently, such as
 * /auth?tab=register): the app then renders afresh instead of hydrating.
 */
export function readRenderedPageData(doc: Document, search: string): HydrationState | null {
  const element = doc.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element?.textContent) return null;
  const data = JSON.parse(element.textContent) as RenderedPageData;
  if (data.search !== search) return null;
  return { loaderData: data.loaderData, actionData: null, errors: data.errors ?? null };
}

/** The URL that answers a data page's loader data as JSON. */
export function pageDataUrl(pageUrl: URL): string {
  const url = new URL(pageUrl);
  url.searchParams.set(PAGE_DATA_PARAM, '1');
  return `${url.pathname}${url.search}`;
}

/** The browser's loader for a data page reached by client-side navigation. */
export async function fetchPageData({ request }: LoaderFunctionArgs): Promise<unknown> {
  const response = await fetch(pageDataUrl(new URL(request.url)), { signal: request.signal, headers: { accept: 'application/json' } });
  // Thrown as it came: the router reads its JSON (a 404's hint) into the error the page shows.
  if (!response.ok) throw response;
  return response.json();
}
