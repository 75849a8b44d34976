// The server loaders of data pages (docs/decisions/020-public-pages-in-the-html.md): one per route
// module registered with `data: true` in frontend/src/app/route-registry.ts, keyed by that module's
// name. A loader reads through the repositories in functions/data (1-2 requests, never a Scan) and
// returns plain JSON, which is rendered into the page and handed to the browser with it. Returning
// null answers 404; throwing `data(hint, { status: 404 })` answers 404 with a hint for the page that
// says so (issue 32: the category of a product taken off the shop). Add an entry here when a data
// page is registered (a unit test pairs them).
import { data, type LoaderFunctionArgs } from 'react-router';
import { CatalogueQuerySchema } from '../../shared/schemas/shop/catalogue';
import { ProductCategorySchema, ProductParamsSchema } from '../../shared/schemas/shop/product';
import { publishedGuideSummaries } from '../content/guides';
import { publicGuide } from '../content/public-guide';
import { publicReviews } from '../content/reviews';
import { listServices, publicPriceList, serviceDetail } from '../content/services';
import { NotFoundError } from '../lib/http-errors';
import { browseCatalogue, catalogueProduct, unlistedProductCategory } from '../shop/catalogue';
import { shopNotice } from '../settings/shop-notice';

export type PageLoader = (args: LoaderFunctionArgs) => Promise<unknown>;

/** The catalogue filters in a page URL's query string; unknown or bad values are left out. */
function catalogueQuery(request: Request, category?: string) {
  const search = Object.fromEntries([...new URL(request.url).searchParams].filter(([, value]) => value !== ''));
  const parsed = CatalogueQuerySchema.safeParse({ ...search, category });
  return parsed.success ? parsed.data : { category: ProductCategorySchema.safeParse(category).data };
}

/** What does not exist (or is retired, or a draft) is null: the page answers 404. */
async function orNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof NotFoundError || (error as { status?: number }).status === 404) return null;
    throw error;
  }
}

export const pageLoaders: Readonly<Record<string, PageLoader>> = {
  // The shop (issue 14): one Query of the catalogue partition each; a product adds one GetItem.
  // Each also carries the notice staff wrote when they switched the online shop off (decision 194).
  shop: async ({ request }) => ({ ...(await browseCatalogue(catalogueQuery(request))), query: catalogueQuery(request), ...(await shopNotice()) }),
  'shop-category': async ({ request, params }) => {
    if (!ProductCategorySchema.safeParse(params.category).success) return null;
    const query = catalogueQuery(request, params.category);
    return { ...(await browseCatalogue(query)), query, ...(await shopNotice()) };
  },
  'shop-product': async ({ params }) => {
    if (!ProductParamsSchema.safeParse({ id: params.id }).success) return null;
    const product = await orNull(() => catalogueProduct(params.id!));
    if (!product) throw data({ category: await unlistedProductCategory(params.id!) }, { status: 404 });
    return { ...product, ...(await shopNotice()) };
  },
  // Content (issue 13): the same reads as the public content API.
  services: async () => ({ services: await listServices(false) }),
  'service-detail': async ({ params }) => orNull(() => serviceDetail(params.id ?? '')),
  pricing: () => publicPriceList(),
  guides: async () => ({ guides: await publishedGuideSummaries() }),
  'guide-detail': async ({ params }) => orNull(() => publicGuide(params.id ?? '')),
  reviews: () => publicReviews(),
};
