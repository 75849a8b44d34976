// The server render of public pages (docs/decisions/020-public-pages-in-the-html.md): a static page
// as the prerender writes it, and a data page with its loader's data in the HTML and as JSON.
import { data } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { PAGE_DATA_ELEMENT_ID } from '../../../frontend/src/app/page-data';
import { builtPages, type BuiltPage } from '../../../frontend/src/app/route-registry';
import { signedInShells } from '../../../frontend/src/app/page-files';
import { renderPage, renderPageData, renderShell, renderSignedInShell } from '../../../frontend/src/entry-server';

const template = '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>';
const noData = () => Promise.reject(new Error('no data expected'));

function embeddedData(html: string): unknown {
  const match = new RegExp(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">(.*?)</script>`, 's').exec(html);
  return match ? JSON.parse(match[1]!) : undefined;
}

// A data page the app has not registered: the not-found module stands in for its component.
const dataPage: BuiltPage = { path: '/example-guides/:id', module: 'not-found', data: true };
const pages = { ...builtPages, public: [...builtPages.public, dataPage] };

describe('server render of public pages', () => {
  it('renders a static page whole, header and footer included, with empty data to hydrate from', async () => {
    const result = await renderPage('http://localhost/privacy-policy', template, noData);

    expect(result).toMatchObject({ kind: 'html', status: 200 });
    if (result.kind !== 'html') return;
    expect(result.html).toContain('Privacy Policy</h1>');
    expect(result.html).toContain('<header');
    expect(result.html).toContain('<footer');
    expect(result.html).not.toMatch(/<script(?! type="application\/json")/);
    expect(embeddedData(result.html)).toEqual({ search: '', loaderData: {} });
  });

  it('renders the home page whole, the sections that hydrate from their own chunk included', async () => {
    const result = await renderPage('http://localhost/', template, noData);

    expect(result).toMatchObject({ kind: 'html', status: 200 });
    if (result.kind !== 'html') return;
    expect(result.html).toContain('id="hero-title"');
    // The last of the lazy sections (decision 022): the HTML must hold it, not a fallback.
    expect(result.html).toContain('id="visit-title"');
    expect(result.html).not.toContain('min-h-dvh"></div>');
  });

  it('renders the shell with the frame and a spinner, and no data, so the browser renders afresh', async () => {
    const html = await renderShell(template);

    expect(html).toContain('<header');
    expect(html).toContain('Loading page');
    expect(embeddedData(html)).toBeUndefined();
  });

  it("renders a signed-in page's shell with its frame in place of the spinner, and nothing about anyone (decision 204)", async () => {
    const repairs = signedInShells.find((page) => page.path === '/repairs');
    if (!repairs) throw new Error('no /repairs shell');

    const html = await renderSignedInShell(template, repairs);

    expect(html).toContain('Repair History</h1>');
    expect(html).toContain('Every repair in your account, newest first, with its 12-month warranty.');
    expect(html).toContain('Loading your repairs');
    expect(html).not.toContain('Loading page');
    expect(html).toContain('<title>Repair History | Device DRS</title>');
    expect(embeddedData(html)).toBeUndefined();
  });

  it.each([
    ['/customer-details', 'My Account</h1>', 'What we hold about you, your card at the shop, your family group', 'Loading your card'],
    ['/2fa-setup', 'Two-factor authentication</h1>', 'With two-factor on, signing in needs a 6-digit code', 'Loading your account'],
  ])("renders %s's shell with its frame: heading, fixed sentence and loading state, no form (decision 221)", async (path, heading, intro, loading) => {
    const shell = signedInShells.find((page) => page.path === path);
    if (!shell) throw new Error(`no ${path} shell`);

    const html = await renderSignedInShell(template, shell);

    expect(html).toContain(heading);
    expect(html).toContain(intro);
    expect(html).toContain(loading);
    expect(html).not.toContain('Loading page');
    expect(html).not.toContain('<form');
  });

  it('renders the plain shell for a signed-in page without a frame', async () => {
    // The not-found module, which has no frame, stands in for such a page.
    const noFrame = { path: '/no-frame', module: 'not-found', file: 'shells/no-frame.html', pattern: '^/no-frame$' };

    expect(await renderSignedInShell(template, noFrame)).toBe(await renderShell(template));
  });

  it('calls a data page loader with the URL parameters and embeds what it returns, escaped', async () => {
    const load = vi.fn(async () => ({ title: 'Battery </script> swap' }));

    const result = await renderPage('http://localhost/example-guides/g1', template, load, pages);

    expect(load).toHaveBeenCalledTimes(1);
    expect(load.mock.calls[0]).toMatchObject([dataPage, { params: { id: 'g1' } }]);
    expect(result).toMatchObject({ kind: 'html', status: 200 });
    if (result.kind !== 'html') return;
    expect(result.html).not.toContain('Battery </script>');
    expect(embeddedData(result.html)).toEqual({ search: '', loaderData: { [dataPage.path]: { title: 'Battery </script> swap' } } });
  });

  it('answers a data page whose content is not there with 404, the page that says so, and its 404 with the hint to hydrate from (issue 32)', async () => {
    const result = await renderPage('http://localhost/example-guides/gone', template, () => Promise.reject(data({ category: 'audio' }, { status: 404 })), pages);

    expect(result).toMatchObject({ kind: 'html', status: 404 });
    if (result.kind !== 'html') return;
    expect(result.html).not.toContain('Something went wrong');
    expect(embeddedData(result.html)).toMatchObject({ loaderData: {}, errors: { pages: { status: 404, data: { category: 'audio' } } } });
  });

  it('answers a data page whose loader fails otherwise with its status and the error fallback, and nothing to hydrate from', async () => {
    const result = await renderPage('http://localhost/example-guides/broken', template, () => Promise.reject(new Response(null, { status: 503 })), pages);

    expect(result).toMatchObject({ kind: 'html', status: 503 });
    if (result.kind !== 'html') return;
    expect(result.html).toContain('Something went wrong');
    expect(embeddedData(result.html)).toBeUndefined();
  });

  it('answers the loader data alone as JSON for client-side navigation', async () => {
    const result = await renderPageData('http://localhost/example-guides/g2?_data=1', dataPage, async (_page, { params }) => ({ id: params.id }), pages);

    expect(result).toEqual({ kind: 'json', status: 200, json: '{"id":"g2"}' });
  });

  it("answers a 404's hint as JSON with its status for client-side navigation", async () => {
    const gone = await renderPageData('http://localhost/example-guides/g3?_data=1', dataPage, () => Promise.reject(data({ category: 'audio' }, { status: 404 })), pages);
    const missing = await renderPageData('http://localhost/example-guides/g4?_data=1', dataPage, () => Promise.reject(new Response(null, { status: 404 })), pages);

    expect(gone).toEqual({ kind: 'json', status: 404, json: '{"category":"audio"}' });
    expect(missing).toEqual({ kind: 'json', status: 404, json: 'null' });
  });
});

describe('page head in the HTML sent', () => {
  const siteTemplate = '<!doctype html><html><head><meta name="description" content="Site description" /><title>Site title</title></head><body><div id="root"></div></body></html>';

  it("writes a content page's title, description, canonical link and Open Graph tags into the head before any script runs", async () => {
    const result = await renderPage('http://localhost/about', siteTemplate, noData);

    if (result.kind !== 'html') throw new Error('not html');
    const head = result.html.slice(0, result.html.indexOf('</head>'));
    expect(head).toMatch(/<title>About[^<]*\| Device DRS<\/title>/);
    expect(head).not.toContain('Site title');
    expect(head).not.toContain('Site description');
    expect(head).toMatch(/<meta name="description" content="[^"]{20,}" \/>/);
    expect(head).toContain('<link rel="canonical" href="https://');
    expect(head).toContain('<meta property="og:title"');
  });

  it("writes a page's own title for pages that set only a title, keeping the site's description", async () => {
    const result = await renderPage('http://localhost/privacy-policy', siteTemplate, noData);

    if (result.kind !== 'html') throw new Error('not html');
    const head = result.html.slice(0, result.html.indexOf('</head>'));
    expect(head).toContain('<title>Privacy Policy | Device DRS</title>');
    expect(head).toContain('Site description');
    expect(head.match(/<title>/g)).toHaveLength(1);
  });
});
