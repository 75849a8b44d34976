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
  loaderData: Record<string, unknown>;
}

/** JSON safe inside <script>: no '<' can close the element or open a comment. */
export function serializePageData(data: RenderedPageData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** The router's starting state when the page was rendered on the server, or null for the shell. */
export function readRenderedPageData(doc: Document): HydrationState | null {
  const element = doc.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element?.textContent) return null;
  const data = JSON.parse(element.textContent) as RenderedPageData;
  return { loaderData: data.loaderData, actionData: null, errors: null };
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
  if (!response.ok) throw new Response(null, { status: response.status, statusText: response.statusText });
  return response.json();
}
