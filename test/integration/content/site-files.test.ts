// sitemap.xml and robots.txt are made from the content: current services, published guides, the shop's
// categories and published products are listed; drafts, retired services and journey pages are not;
// signed-in and admin paths are disallowed, and nothing listed is disallowed.
import { beforeAll, describe, expect, it } from 'vitest';
import { contentRoutes } from '../../../shared/api/routes/content';
import { renderSiteFile, robotsTxt } from '../../../functions/pages/site-files';
import { useLocalBus } from '../../support/bus';
import { invoke } from '../../support/invoke';
import { signedInUser, type SignedIn } from '../repairs/repair-helpers';
import { stockedProduct } from '../shop/shop-helpers';
import { createService, uniqueSlug } from './content-helpers';

let admin: SignedIn;

beforeAll(async () => {
  useLocalBus();
  admin = await signedInUser('admin');
});

async function guide(status: 'published' | 'draft') {
  const slug = uniqueSlug('guide');
  const body = { slug, title: 'Backing up first', summary: 'Why and how to back up before a repair.', body: 'Back up.', deviceTags: ['phone'], serviceIds: [], status };
  const created = await invoke(contentRoutes.createGuide, { ...admin.as, body });
  if (created.status !== 201) throw new Error(`Guide not created: ${JSON.stringify(created.body)}`);
  return slug;
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);

describe('sitemap.xml', () => {
  it('lists the public pages and the content from the table, and leaves out drafts, hidden products and journey pages', async () => {
    const service = await createService(admin);
    const published = await guide('published');
    const draft = await guide('draft');
    const product = await stockedProduct(3);
    const hidden = await stockedProduct(3, { published: false });

    const response = await renderSiteFile('/sitemap.xml');

    expect(response?.status).toBe(200);
    expect(response?.headers['content-type']).toContain('application/xml');
    const paths = locs(response!.body);
    expect(paths).toEqual(expect.arrayContaining(['/', '/services', '/pricing', '/guides', '/reviews', '/contact', '/shop', `/services/${service.id}`, `/guides/${published}`, `/shop/product/${product.id}`, '/shop/category/cases']));
    expect(paths).not.toContain(`/guides/${draft}`);
    expect(paths).not.toContain(`/shop/product/${hidden.id}`);
    expect(paths).not.toContain('/auth');
    expect(paths).not.toContain('/payment-success');
    expect(paths.some((path) => path.includes(':'))).toBe(false);
    expect(response!.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });
});

describe('robots.txt', () => {
  it('disallows the API, admin and signed-in paths, names the sitemap, and disallows nothing the sitemap lists', async () => {
    const robots = await renderSiteFile('/robots.txt');
    const sitemap = await renderSiteFile('/sitemap.xml');

    const disallowed = robotsTxt()
      .split('\n')
      .filter((line) => line.startsWith('Disallow: '))
      .map((line) => line.slice('Disallow: '.length));
    expect(robots?.body).toBe(robotsTxt());
    expect(disallowed).toEqual(expect.arrayContaining(['/api/', '/admin/', '/shop/cart', '/shop/orders', '/dashboard', '/profile']));
    expect(robots?.body).toMatch(/^Sitemap: https:\/\/.+\/sitemap\.xml$/m);
    for (const path of locs(sitemap!.body)) expect(disallowed.filter((prefix) => path.startsWith(prefix)), path).toEqual([]);
  });

  it('answers nothing for other paths', async () => {
    expect(await renderSiteFile('/sitemap.txt')).toBeNull();
  });
});
