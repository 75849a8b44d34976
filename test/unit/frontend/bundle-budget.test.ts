import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { measureRoutes, type Manifest } from '../../../scripts/check-bundle-budget';
import { DATA_LAYOUT_SOURCE, routeModuleSource } from '../../../frontend/src/app/route-registry';

let dist: string;
const files: Record<string, string> = {
  'entry.js': 'entry '.repeat(50),
  'react.js': 'react '.repeat(80),
  'home.js': 'home page '.repeat(30),
  'shop.js': 'shop page '.repeat(30),
  'data.js': 'tanstack '.repeat(40),
  'menu.js': 'dropdown menu '.repeat(500),
  'not-found.js': '404 '.repeat(20),
  'style.css': 'body{color:red}'.repeat(100),
};
const gz = (name: string) => gzipSync(Buffer.from(files[name]!), { level: 9 }).length;

const manifest: Manifest = {
  'index.html': { file: 'entry.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'react.js' },
  [routeModuleSource('home')]: { file: 'home.js', imports: ['_react.js', 'index.html'] },
  [routeModuleSource('shop')]: { file: 'shop.js', imports: ['_react.js'] },
  [DATA_LAYOUT_SOURCE]: { file: 'data.js', imports: ['index.html'] },
  [routeModuleSource('not-found')]: { file: 'not-found.js', imports: ['_react.js'] },
  'src/features/navigation/components/account-area.tsx': { file: 'menu.js', imports: ['_react.js'] },
  'style.css': { file: 'style.css' },
};

beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'budget-'));
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dist, name), content);
});

afterEach(() => {
  rmSync(dist, { recursive: true, force: true });
});

describe('measureRoutes', () => {
  it('counts the entry, the page and their static imports once each, gzip level 9', () => {
    const [home] = measureRoutes(manifest, dist, [{ path: '/', module: 'home', static: true }]);

    expect(home).toMatchObject({ route: '/', chunks: 3, gzipBytes: gz('entry.js') + gz('react.js') + gz('home.js') });
  });

  it('adds the data layout for pages that read server data', () => {
    const [shop] = measureRoutes(manifest, dist, [{ path: '/shop', module: 'shop' }]);

    expect(shop!.gzipBytes).toBe(gz('entry.js') + gz('react.js') + gz('data.js') + gz('shop.js'));
  });

  it('leaves out chunks that load later through dynamic imports', () => {
    const [home] = measureRoutes(manifest, dist, [{ path: '/', module: 'home', static: true }]);

    expect(home!.gzipBytes).toBeLessThan(gz('entry.js') + gz('react.js') + gz('home.js') + gz('menu.js'));
  });

  it('always measures the not-found page, which unknown paths render', () => {
    const results = measureRoutes(manifest, dist, []);

    expect(results.map((result) => result.module)).toEqual([routeModuleSource('not-found')]);
  });

  it('fails loudly when a registered page is missing from the build', () => {
    expect(() => measureRoutes(manifest, dist, [{ path: '/pricing', module: 'pricing', static: true }])).toThrow(/no chunk/);
  });
});
