// The server loaders of data pages (docs/decisions/020-public-pages-in-the-html.md): one per route
// module registered with `data: true` in frontend/src/app/route-registry.ts, keyed by that module's
// name. A loader reads through the repositories in functions/data (1-2 requests, never a Scan) and
// returns plain JSON, which is rendered into the page and handed to the browser with it. Returning
// null answers 404. Add an entry here when a data page is registered (a unit test pairs them).
import type { LoaderFunctionArgs } from 'react-router';
import { publicGuide, publishedGuideSummaries } from '../content/guides';
import { publicReviews } from '../content/reviews';
import { listServices, publicPriceList, serviceDetail } from '../content/services';
import { NotFoundError } from '../lib/http-errors';

export type PageLoader = (args: LoaderFunctionArgs) => Promise<unknown>;

/** Content that does not exist (or is retired, or a draft) is null: the page answers 404. */
async function orNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

export const pageLoaders: Readonly<Record<string, PageLoader>> = {
  // Content (issue 13): the same reads as the public content API.
  services: async () => ({ services: await listServices(false) }),
  'service-detail': async ({ params }) => orNull(() => serviceDetail(params.id ?? '')),
  pricing: () => publicPriceList(),
  guides: async () => ({ guides: await publishedGuideSummaries() }),
  'guide-detail': async ({ params }) => orNull(() => publicGuide(params.id ?? '')),
  reviews: () => publicReviews(),
};
