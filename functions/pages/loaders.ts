// The server loaders of data pages (docs/decisions/020-public-pages-in-the-html.md): one per route
// module registered with `data: true` in frontend/src/app/route-registry.ts, keyed by that module's
// name. A loader reads through the repositories in functions/data (1-2 requests, never a Scan) and
// returns plain JSON, which is rendered into the page and handed to the browser with it. Returning
// null answers 404. Add an entry here when a data page is registered (a unit test pairs them).
import type { LoaderFunctionArgs } from 'react-router';

export type PageLoader = (args: LoaderFunctionArgs) => Promise<unknown>;

export const pageLoaders: Readonly<Record<string, PageLoader>> = {};
