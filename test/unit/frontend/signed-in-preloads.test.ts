// Each signed-in page's shell names the chunks that page needs before it draws, for the loader to
// preload after the first paint (docs/decisions/204-signed-in-pages-start-at-once.md, 213).
import { describe, expect, it } from 'vitest';
import { pageFileFor, prerenderedPages, signedInShells } from '../../../frontend/src/app/page-files';
import { builtPages } from '../../../frontend/src/app/route-registry';
import { signedInPreloads, signedInShellHtml, type Manifest } from '../../../frontend/src/app/signed-in-preloads';

/** The shape of Vite's manifest: the entry, the start modules, two pages and shared chunks. */
const manifest: Manifest = {
  'index.html': { file: 'assets/index-E.js', isEntry: true, imports: ['_react-R.js', '_paths-P.js'] },
  '_react-R.js': { file: 'assets/react-R.js' },
  '_paths-P.js': { file: 'assets/paths-P.js' },
  '_query-Q.js': { file: 'assets/query-Q.js', imports: ['_react-R.js'] },
  '_api-A.js': { file: 'assets/api-A.js', imports: ['_query-Q.js'] },
  'src/app/signed-in-routes.ts': { file: 'assets/signed-in-routes-S.js', imports: ['_paths-P.js', 'index.html'] },
  'src/app/data-layout.tsx': { file: 'assets/data-layout-D.js', imports: ['_query-Q.js', 'index.html'] },
  'src/features/auth-state/components/route-guards.tsx': { file: 'assets/route-guards-G.js', imports: ['_api-A.js'] },
  'src/app/routes/dashboard.tsx': { file: 'assets/dashboard-X.js', imports: ['_api-A.js', '_dialog-L.js'] },
  '_dialog-L.js': { file: 'assets/dialog-L.js' },
  'src/app/routes/profile.tsx': { file: 'assets/profile-Y.js', imports: ['_form-F.js'] },
  '_form-F.js': { file: 'assets/form-F.js' },
  'src/app/routes/customer-details-by-qr.tsx': { file: 'assets/card-C.js', imports: ['_api-A.js'] },
  'src/features/customer-card/card-qr-early.ts': { file: 'assets/card-qr-early-K.js', imports: ['_qrcode-Z.js', '_qr-drawing-W.js'] },
  '_qrcode-Z.js': { file: 'assets/qrcode-Z.js' },
  '_qr-drawing-W.js': { file: 'assets/qr-drawing-W.js' },
};

describe('signed-in page preloads', () => {
  it('name the entry, the route table, the data layout, the guard and the page, with their imports, each once and after its imports', () => {
    expect(signedInPreloads(manifest, 'src/app/routes/dashboard.tsx')).toEqual([
      '/assets/react-R.js',
      '/assets/paths-P.js',
      '/assets/index-E.js',
      '/assets/signed-in-routes-S.js',
      '/assets/query-Q.js',
      '/assets/data-layout-D.js',
      '/assets/api-A.js',
      '/assets/route-guards-G.js',
      '/assets/dialog-L.js',
      '/assets/dashboard-X.js',
    ]);
  });

  it("leave out other pages' chunks", () => {
    const files = signedInPreloads(manifest, 'src/app/routes/profile.tsx');

    expect(files).toContain('/assets/form-F.js');
    expect(files).not.toContain('/assets/dashboard-X.js');
    expect(files).not.toContain('/assets/dialog-L.js');
  });

  it('fail the build when a module is missing from the manifest', () => {
    expect(() => signedInPreloads(manifest, 'src/app/routes/no-such-page.tsx')).toThrow(/no src\/app\/routes\/no-such-page.tsx/);
  });

  it("go on the loader's script tag, which adds them after the first paint (decision 213), and nowhere else", () => {
    const shell =
      '<html><head><script defer src="/load-app.js" data-app="/assets/index-E.js"></script><link rel="stylesheet" href="/assets/index.css"></head><body><div id="root">x</div></body></html>';
    const dashboard = signedInShells.find((page) => page.path === '/dashboard');
    if (!dashboard) throw new Error('no /dashboard shell');

    const html = signedInShellHtml(shell, manifest, dashboard);

    expect(html).toContain(
      '<script defer src="/load-app.js" data-app="/assets/index-E.js" data-preload="/assets/react-R.js /assets/paths-P.js /assets/index-E.js /assets/signed-in-routes-S.js /assets/query-Q.js /assets/data-layout-D.js /assets/api-A.js /assets/route-guards-G.js /assets/dialog-L.js /assets/dashboard-X.js"></script>',
    );
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<link rel="stylesheet" href="/assets/index.css"></head><body><div id="root">x</div>');
  });

  it("name the card's early drawing, its imports first, beside the preloads: the loader imports it at the first paint (decision 228)", () => {
    const shell = '<html><head><script defer src="/load-app.js" data-app="/assets/index-E.js"></script></head></html>';
    const card = signedInShells.find((page) => page.path === '/customer-details/:qrCode')!;
    const dashboard = signedInShells.find((page) => page.path === '/dashboard')!;

    expect(signedInShellHtml(shell, manifest, card)).toMatch(
      / data-preload="[^"]+\/assets\/card-C.js" data-early="\/assets\/qrcode-Z.js \/assets\/qr-drawing-W.js \/assets\/card-qr-early-K.js"><\/script>/,
    );
    expect(signedInShellHtml(shell, manifest, dashboard)).not.toContain('data-early');
  });

  it('fail the build when the shell has no loader', () => {
    const dashboard = signedInShells.find((page) => page.path === '/dashboard')!;
    expect(() => signedInShellHtml('<html><head></head></html>', manifest, dashboard)).toThrow(/load-app.js/);
  });
});

describe('signed-in shells', () => {
  it('exist for every signed-in (customer) page, and for no public or admin one', () => {
    expect(signedInShells.map((page) => page.path)).toEqual(builtPages.protected.map((page) => page.path));
  });

  it('answer their own paths, after the prerendered pages', () => {
    expect(pageFileFor('/dashboard')).toBe('/shells/dashboard.html');
    expect(pageFileFor('/account/mail-in-orders/ABC')).toBe('/shells/account/mail-in-orders/_id.html');
    expect(pageFileFor('/admin/jobs')).toBe('/index.html');
    for (const page of prerenderedPages) expect(pageFileFor(page.url)).toBe(page.file);
  });
});
