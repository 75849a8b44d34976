// sitemap.xml and robots.txt (issue 13, decision 127), made per request from the content like the
// data pages and served beside them (the render function in the cloud, the local server locally),
// cached DATA_PAGE_CACHE_SECONDS, so a new guide, service or product is listed within a minute.
// URLs use the same origin as the pages' canonical links.
import { DATA_PAGE_CACHE_SECONDS, dataPages, prerenderedPages } from '../../frontend/src/app/page-files';
import { adminPaths, protectedPaths, publicPaths } from '../../frontend/src/config/paths';
import { BUSINESS } from '../../shared/business';
import { PRODUCT_CATEGORIES } from '../../shared/schemas/shop/constants';
import { listPublishedGuides } from '../data/guides';
import { listProducts } from '../data/products';
import { listServiceRecords } from '../data/services';
import type { RenderedResponse } from './render-page';

/**
 * Public pages that are steps of a journey or answers to a link, not pages to find by search: signing
 * in, emailed links, payment results, scanners and the UI kit (noindex).
 */
const NOT_LISTED: ReadonlySet<string> = new Set([
  publicPaths.auth,
  publicPaths.emailVerificationRequired,
  publicPaths.forgotPassword,
  publicPaths.paymentSuccess,
  publicPaths.loyaltyClaim,
  publicPaths.qrScanner,
  publicPaths.deviceProfileLookup,
  publicPaths.adminButtonTest,
  publicPaths.booking2,
  publicPaths.bookRepair,
]);

export interface SitemapEntry {
  path: string;
  lastModified?: string;
}

const absolute = (path: string) => new URL(path, BUSINESS.website).href;
const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Every public page without a parameter, then one entry per service, published guide, category and published product: three Queries. */
export async function sitemapEntries(): Promise<SitemapEntry[]> {
  const fixed = [...prerenderedPages, ...dataPages]
    .map((page) => page.path)
    .filter((path) => !path.includes(':') && !NOT_LISTED.has(path))
    .map((path) => ({ path }));
  const [services, guides, products] = await Promise.all([listServiceRecords(), listPublishedGuides(), listProducts()]);
  return [
    ...fixed,
    ...services.filter((service) => !service.retired).map((service) => ({ path: `/services/${encodeURIComponent(service.id)}`, lastModified: service.updatedAt })),
    ...guides.map((guide) => ({ path: `/guides/${encodeURIComponent(guide.slug)}`, lastModified: guide.updatedAt })),
    ...PRODUCT_CATEGORIES.map((category) => ({ path: `/shop/category/${category}` })),
    ...products.filter((product) => product.published).map((product) => ({ path: `/shop/product/${encodeURIComponent(product.id)}`, lastModified: product.updatedAt })),
  ];
}

export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (entry) => `<url><loc>${escapeXml(absolute(entry.path))}</loc>${entry.lastModified ? `<lastmod>${entry.lastModified.slice(0, 10)}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** The part of a route path before its first parameter: what a Disallow line matches. */
const prefixOf = (path: string) => path.split('/:')[0]!;

/** Signed-in, admin and API paths are disallowed; the sitemap is named. */
export function robotsTxt(): string {
  const disallowed = [...new Set(['/api/', '/admin/', ...Object.values(protectedPaths).map(prefixOf), ...Object.values(adminPaths).filter((path) => !path.startsWith('/admin/')).map(prefixOf)])];
  return ['User-agent: *', ...disallowed.map((path) => `Disallow: ${path}`), 'Allow: /', '', `Sitemap: ${absolute('/sitemap.xml')}`, ''].join('\n');
}

const CACHE_CONTROL = `public, max-age=0, s-maxage=${DATA_PAGE_CACHE_SECONDS}`;

/** The answer for /sitemap.xml or /robots.txt; null for any other path. */
export async function renderSiteFile(pathname: string): Promise<RenderedResponse | null> {
  if (pathname === '/robots.txt') return { status: 200, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': CACHE_CONTROL }, body: robotsTxt() };
  if (pathname === '/sitemap.xml') return { status: 200, headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': CACHE_CONTROL }, body: sitemapXml(await sitemapEntries()) };
  return null;
}
